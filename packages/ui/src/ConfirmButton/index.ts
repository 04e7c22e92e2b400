export { CONFIRM_DELAY, ConfirmButton, confirmButtonName } from './ConfirmButton';
export type { ConfirmButtonProps, ConfirmValidation } from './ConfirmButton';
