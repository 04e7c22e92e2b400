import type { User } from '../types';
import { VALIDATION_MESSAGES as M } from './messages';
import { filled, validate, type Validation } from './result';

/**
 * Send favorites by SMS (people-and-content §5): SMS notifications must be on, then the
 * user needs a phone number.
 */
export function validateSendSms(
  user: Pick<User, 'notifyBySms' | 'phone' | 'fullMobilePhoneNumber'>,
): Validation<true, 'notifyBySms' | 'phone'> {
  const hasPhone = filled(user.fullMobilePhoneNumber) || filled(user.phone);
  return validate<true, 'notifyBySms' | 'phone'>(
    [
      ['notifyBySms', !user.notifyBySms && M.smsDisabled],
      ['phone', !hasPhone && M.phoneMissingForSms],
    ],
    () => true,
  );
}
