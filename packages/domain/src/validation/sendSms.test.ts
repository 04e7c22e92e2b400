import { describe, expect, it } from 'vitest';
import { validateSendSms } from './sendSms';

describe('people-and-content §5 — send SMS needs notify-by-SMS and a phone number', () => {
  it.each([
    [{ notifyBySms: true, phone: '0612345678', fullMobilePhoneNumber: null }, null],
    [{ notifyBySms: true, phone: null, fullMobilePhoneNumber: '+33612345678' }, null],
    [
      { notifyBySms: false, phone: '0612345678', fullMobilePhoneNumber: null },
      'Sms notifications for this user have been disabled',
    ],
    [
      { notifyBySms: true, phone: ' ', fullMobilePhoneNumber: null },
      'Please add a phone number before sending an SMS to this user.',
    ],
    // Notifications are checked first.
    [
      { notifyBySms: false, phone: null, fullMobilePhoneNumber: null },
      'Sms notifications for this user have been disabled',
    ],
  ])('%o: %s', (user, message) => {
    const result = validateSendSms(user);
    expect(result.ok ? null : result.message).toBe(message);
  });
});
