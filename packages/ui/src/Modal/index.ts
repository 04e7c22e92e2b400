export { Modal, modalSizes } from './Modal';
export type { ModalControls, ModalProps, ModalSize } from './Modal';
export type { OpenStateProps } from '../internal/useOpenState';
