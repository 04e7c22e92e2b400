export { ConfirmButton, confirmButtonName } from './ConfirmButton';
export type { ConfirmButtonProps } from './ConfirmButton';
