export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { characterCount, isOverLimit } from './characterCount';
