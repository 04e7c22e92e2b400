import { describe, expect, it } from 'vitest';
import {
  PRICE_FLEXIBILITY_FAILED,
  TOASTS,
  bestDealToast,
  crVisitToast,
  favoritesAnswerLines,
  favoritesAnswerTone,
  favoritesAnswerToasts,
  priceFlexibilityFailed,
  rankUpdatedToast,
  sectionAddToast,
  serverMessageToast,
} from './toasts';

describe('operations §8 — other toasts', () => {
  it.each([
    ['requestCancelled', 'Request cancelled as guest'],
    ['requestDeclined', 'Request declined as host'],
    ['meetingAccepted', 'Meeting proposal accepted'],
    ['meetingCreated', 'Meeting created'],
    ['meetingScheduled', 'Meeting scheduled'],
    ['noteDeleted', 'Note deleted'],
    ['officeUrlCopied', 'Office URL copied to clipboard'],
    ['bestDealOn', 'Office updated to best deal'],
    ['bestDealOff', 'Office is no longer best deal'],
    ['priceFlexibilityUpdated', 'Price flexibility updated'],
    ['publicationUpdated', 'Publication state updated'],
  ] as const)('success %s is %j', (key, message) => {
    expect(TOASTS[key]).toEqual({ tone: 'success', message });
  });

  it.each([
    ['somethingWentWrong', 'Something went wrong'],
    ['officeUrlCopyFailed', 'Failed to copy office URL'],
  ] as const)('critical %s is %j', (key, message) => {
    expect(TOASTS[key]).toEqual({ tone: 'critical', message });
  });

  it("prefixes price flexibility errors with 'Failed to update price flexibility: '", () => {
    expect(PRICE_FLEXIBILITY_FAILED).toBe('Failed to update price flexibility: ');
    expect(priceFlexibilityFailed(['minCapacity missing', 'price too low'])).toEqual({
      tone: 'critical',
      message: 'Failed to update price flexibility: minCapacity missing, price too low',
    });
    expect(priceFlexibilityFailed('no capacity').message).toBe(
      'Failed to update price flexibility: no capacity',
    );
  });

  it('gives the rank its own toast, naming the office and its new rank', () => {
    expect(rankUpdatedToast(1204, 3)).toEqual({
      tone: 'success',
      message: 'Rank updated: office 1204 is now rank 3',
    });
    expect(rankUpdatedToast(1204, 3).message).not.toBe(TOASTS.publicationUpdated.message);
    expect(rankUpdatedToast(1204, null)).toEqual({
      tone: 'success',
      message: 'Rank updated: office 1204 has no rank',
    });
  });

  it('says which way best deal went', () => {
    expect(bestDealToast(true)).toBe(TOASTS.bestDealOn);
    expect(bestDealToast(false)).toBe(TOASTS.bestDealOff);
  });

  it('shows a server message as it is', () => {
    expect(serverMessageToast('Export started')).toEqual({
      tone: 'success',
      message: 'Export started',
    });
    expect(serverMessageToast('Careful', 'warning').tone).toBe('warning');
    expect(TOASTS.exportWait.tone).toBe('info');
  });
});

describe('people-and-content §8 — error catalogue', () => {
  it.each([
    ['fillAllFields', 'critical', 'Please fill in all the fields'],
    ['invalidMobileNumber', 'critical', 'Please enter a valid mobile number'],
    ['phoneUpdateFailed', 'critical', 'Failed to update phone number'],
    ['phoneUpdated', 'success', 'Phone number updated successfully'],
    ['smsDisabled', 'critical', 'Sms notifications for this user have been disabled'],
    [
      'phoneMissingForSms',
      'critical',
      'Please add a phone number before sending an SMS to this user.',
    ],
    ['smsWillBeSent', 'success', 'SMS will be sent shortly'],
    ['emailWillBeSent', 'success', 'Email will be sent shortly'],
    ['crVisitCreated', 'success', 'CR & Visit have been successfully created.'],
    [
      'sectionAddFailed',
      'critical',
      'An error occurred and offices could not be added to section.',
    ],
    [
      'sectionRearrangeFailed',
      'critical',
      'An error occurred and offices could not be rearranged.',
    ],
    ['sectionDeleteFailed', 'critical', 'An error occurred and office could not be deleted.'],
    [
      'officeAlreadyInSection',
      'critical',
      'You cannot move an office into a section in which it already exists',
    ],
    [
      'emailMismatch',
      'critical',
      'Your email and confirmation did not match. For security reasons, please re-enter the information.',
    ],
    [
      'invalidOfficeIds',
      'critical',
      "Please add at least one valid office id and make sure multiple id's are separated by a ,",
    ],
  ] as const)('%s is a %s toast: %j', (key, tone, message) => {
    expect(TOASTS[key]).toEqual({ tone, message });
  });

  it('has success texts for rearrange and removal', () => {
    expect(TOASTS.sectionRearranged.tone).toBe('success');
    expect(TOASTS.sectionOfficeRemoved.tone).toBe('success');
  });

  it("shows 'CR & Visit have been successfully created.' or the server error text", () => {
    expect(crVisitToast({ success: true })).toBe(TOASTS.crVisitCreated);
    expect(crVisitToast({ success: false, error: 'Office 3 is not available' })).toEqual({
      tone: 'critical',
      message: 'Office 3 is not available',
    });
    expect(crVisitToast({ success: false, error: null })).toBe(TOASTS.somethingWentWrong);
  });

  it('shows a warn from the server as a warning toast', () => {
    expect(sectionAddToast({ message: 'ok' })).toBeNull();
    expect(sectionAddToast({ message: 'ok', warn: 'Office 4 is unpublished' })).toEqual({
      tone: 'warning',
      message: 'Office 4 is unpublished',
    });
    expect(sectionAddToast({ error: 'boom' })).toBe(TOASTS.sectionAddFailed);
    expect(sectionAddToast({ message: 'nope' })).toBe(TOASTS.sectionAddFailed);
  });

  it('splits the add favorites answer on its ** separators', () => {
    expect(favoritesAnswerLines('Added: 1, 2 ** Already there: 3 **  ')).toEqual([
      'Added: 1, 2',
      'Already there: 3',
    ]);
  });

  it('gives each part of the add favorites answer its tone', () => {
    expect(
      favoritesAnswerToasts('Added: 11 ** Already in favorites: 12, 13 ** Not found: 99'),
    ).toEqual([
      { tone: 'success', message: 'Added: 11' },
      { tone: 'warning', message: 'Already in favorites: 12, 13' },
      { tone: 'critical', message: 'Not found: 99' },
    ]);
    expect(favoritesAnswerToasts('Added: none ** Already in favorites: 11')).toEqual([
      { tone: 'info', message: 'Added: none' },
      { tone: 'warning', message: 'Already in favorites: 11' },
    ]);
    // The office detail's answer, and the mock API's.
    expect(favoritesAnswerTone('Office 4 added to the favorites of 2 guest(s): 7, 8.')).toBe(
      'success',
    );
    expect(favoritesAnswerTone('Office 4 added to the favorites of 0 guest(s).')).toBe('info');
    expect(favoritesAnswerTone('Already a favorite of: 9.')).toBe('warning');
    expect(favoritesAnswerTone('Not guests: 3.')).toBe('critical');
    expect(favoritesAnswerTone('Office 99 does not exist')).toBe('critical');
    expect(favoritesAnswerTone('Office 12 added')).toBe('success');
  });

  it('writes each toast text once', () => {
    const texts = Object.values(TOASTS).map((t) => t.message);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
