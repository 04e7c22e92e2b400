export { ImagePreview, imagePreviewSizes } from './ImagePreview';
export type { ImagePreviewProps, ImagePreviewSize } from './ImagePreview';
