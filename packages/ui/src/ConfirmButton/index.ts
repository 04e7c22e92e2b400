export { CONFIRM_DELAY, ConfirmButton, confirmButtonName, confirmTones } from './ConfirmButton';
export type { ConfirmButtonProps, ConfirmTone, ConfirmValidation } from './ConfirmButton';
