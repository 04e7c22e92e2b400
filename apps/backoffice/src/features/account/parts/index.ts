// The account's parts that the sign-in (features/session) uses as well: the second factor's
// enrolment and recovery codes, the code field, and the new-password fields.
export { TotpEnrolment, groupedSecret } from './TotpEnrolment';
export { RecoveryCodes } from './RecoveryCodes';
export {
  EMPTY_NEW_PASSWORD,
  NewPasswordFields,
  PASSWORDS_DIFFER,
  newPasswordProblems,
} from './NewPasswordFields';
export type { NewPassword, NewPasswordFieldsProps } from './NewPasswordFields';
export { CodeField } from './CodeField';
