import { VALIDATION_MESSAGES as M } from './validation/messages';

/**
 * How a toast is announced: success politely, failures (`critical`) as alerts, server warnings
 * as warnings. The design system's tone words, so that the app passes a tone on unchanged.
 */
export type ToastTone = 'success' | 'critical' | 'warning' | 'info';

export interface Toast {
  tone: ToastTone;
  message: string;
}

const success = (message: string): Toast => ({ tone: 'success', message });
const critical = (message: string): Toast => ({ tone: 'critical', message });

/**
 * Every toast of both specs' section 8, as one catalogue. Texts that are also validation
 * messages come from VALIDATION_MESSAGES, so each text is written once. The few the spec
 * leaves unwritten are marked "not in the spec".
 */
export const TOASTS = {
  // operations §8, successes
  requestCancelled: success('Request cancelled as guest'),
  requestDeclined: success('Request declined as host'),
  meetingAccepted: success('Meeting proposal accepted'),
  meetingCreated: success('Meeting created'),
  meetingScheduled: success('Meeting scheduled'),
  noteDeleted: success('Note deleted'),
  officeUrlCopied: success('Office URL copied to clipboard'),
  bestDealOn: success('Office updated to best deal'),
  bestDealOff: success('Office is no longer best deal'),
  priceFlexibilityUpdated: success('Price flexibility updated'),
  publicationUpdated: success('Publication state updated'),
  // operations §8, errors
  somethingWentWrong: critical('Something went wrong'),
  officeUrlCopyFailed: critical('Failed to copy office URL'),
  // operations §1: the export asks staff to wait (not in the spec).
  exportWait: { tone: 'info', message: 'The export is being prepared, please wait.' } as Toast,
  // people-and-content §8
  fillAllFields: critical(M.fillAllFields),
  invalidMobileNumber: critical(M.invalidMobileNumber),
  phoneUpdateFailed: critical('Failed to update phone number'),
  phoneUpdated: success('Phone number updated successfully'),
  smsDisabled: critical(M.smsDisabled),
  phoneMissingForSms: critical(M.phoneMissingForSms),
  smsWillBeSent: success('SMS will be sent shortly'),
  emailWillBeSent: success('Email will be sent shortly'),
  crVisitCreated: success('CR & Visit have been successfully created.'),
  sectionAddFailed: critical('An error occurred and offices could not be added to section.'),
  sectionRearrangeFailed: critical('An error occurred and offices could not be rearranged.'),
  sectionDeleteFailed: critical('An error occurred and office could not be deleted.'),
  // Success of rearrange and removal (wording not shown in the spec).
  sectionRearranged: success('Offices rearranged'),
  sectionOfficeRemoved: success('Office removed from section'),
  officeAlreadyInSection: critical(M.officeAlreadyInSection),
  emailMismatch: critical(M.emailMismatch),
  passwordMismatch: critical(M.passwordMismatch),
  invalidOfficeIds: critical(M.invalidOfficeIds),
} as const satisfies Record<string, Toast>;

export type ToastKey = keyof typeof TOASTS;

/** The prefix of a failed price flexibility update. */
export const PRICE_FLEXIBILITY_FAILED = 'Failed to update price flexibility: ';

/** 'Failed to update price flexibility: ' followed by the errors (joined with ", "). */
export function priceFlexibilityFailed(errors: string | readonly string[]): Toast {
  const text = typeof errors === 'string' ? errors : errors.join(', ');
  return critical(`${PRICE_FLEXIBILITY_FAILED}${text}`);
}

/** Best deal switched: on or off. */
export function bestDealToast(isBestDeal: boolean): Toast {
  return isBestDeal ? TOASTS.bestDealOn : TOASTS.bestDealOff;
}

/**
 * An office's rank changed (operations §5: a rank select from 1 to 5 on each row), or was
 * taken away (`null`, the select's "None"). The spec names no toast for it, and 'Publication
 * state updated' is the publication calls' (§7): this says what changed and where (not in
 * the spec).
 */
export function rankUpdatedToast(officeId: number, rank: number | null): Toast {
  return success(
    rank === null
      ? `Rank updated: office ${officeId} has no rank`
      : `Rank updated: office ${officeId} is now rank ${rank}`,
  );
}

/** Create CR & Visit answered: the success text, or the server's error text. */
export function crVisitToast(answer: { success: boolean; error?: string | null }): Toast {
  if (answer.success) return TOASTS.crVisitCreated;
  return answer.error ? critical(answer.error) : TOASTS.somethingWentWrong;
}

/** A message the server returns (export, reset password, Pro flag...) shown as it is. */
export function serverMessageToast(message: string, tone: ToastTone = 'success'): Toast {
  return { tone, message };
}

/**
 * Add offices to a section answered: a warn is shown as a warning, an error (or an answer
 * that is not 'ok') as the spec's failure text.
 */
export function sectionAddToast(answer: {
  message?: string | null;
  warn?: string | null;
  error?: string | null;
}): Toast | null {
  if (answer.error) return TOASTS.sectionAddFailed;
  if (answer.warn) return { tone: 'warning', message: answer.warn };
  return answer.message === 'ok' ? null : TOASTS.sectionAddFailed;
}

/**
 * The answer of Add favorites separates its parts with '**'; each part is one line of the
 * toast.
 */
export function favoritesAnswerLines(message: string): string[] {
  return message
    .split('**')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The tone of one part of an add-favorites answer (a guest's Add favorites, an office's Add to
 * favorite): what was refused (an id that names no office, or no guest) is an error, what was
 * there already a warning, an answer that added nothing information, what was added a success.
 * The parts are the server's ('Added: 11, 12', 'Already in favorites: 13', 'Not found: 99';
 * 'Office 4 added to the favorites of 2 guest(s): 7, 8.', 'Already a favorite of: 9.',
 * 'Not guests: 3.').
 */
export function favoritesAnswerTone(part: string): ToastTone {
  if (/^not (found|guests?)\b|\bdoes not exist\b/i.test(part)) return 'critical';
  if (/^already\b/i.test(part)) return 'warning';
  if (/^added: none\b|\bof 0 guest/i.test(part)) return 'info';
  return 'success';
}

/** The add-favorites answer as toasts: one per '**'-separated part, each in its tone. */
export function favoritesAnswerToasts(message: string): Toast[] {
  return favoritesAnswerLines(message).map((part) => ({
    tone: favoritesAnswerTone(part),
    message: part,
  }));
}
