import type { RouteName } from '@backoffice/api/contract';
import { VALIDATION_MESSAGES as M } from '@backoffice/domain';

/** One failure of superstruct's StructError (the fields read here). */
export interface Failure {
  path: (string | number)[];
  message: string;
  type: string;
  refinement?: string | undefined;
}

/**
 * The spec's own message for a field the product's forms check, so that a call refused by
 * the server says what the form would have said (the texts live in @backoffice/domain).
 * Other fields keep superstruct's message.
 */
const BY_ROUTE: Partial<Record<RouteName, (path: string) => string | undefined>> = {
  login: (path) =>
    path === 'email' ? M.required : path === 'password' ? M.passwordRequired : undefined,
  guestCancel: (path) =>
    path === 'guestCancelledReason'
      ? M.reasonRequired
      : path === 'guestCancelledMessage'
        ? M.messageRequired
        : undefined,
  hostDecline: (path) =>
    path === 'hostDeclinedReason'
      ? M.reasonRequired
      : path === 'hostDeclinedMessage'
        ? M.messageRequired
        : undefined,
  proposeMeeting: (path) => (path.startsWith('dates') ? M.fillAllSlots : undefined),
  scheduleMeeting: (path) => (path === 'meetingSlot' ? M.fillDateAndTime : undefined),
  bookmarkNote: (path) => (path === 'note' ? M.tooManyCharacters : undefined),
  addFavorites: (path) => (path.startsWith('office_ids') ? M.invalidOfficeIds : undefined),
  addBookmarkToUsers: (path) => (path.startsWith('guest_ids') ? M.invalidGuestIds : undefined),
  addDisplayOffices: (path) => (path === 'offices' ? M.invalidOfficeIds : undefined),
  updatePhone: (path) => (path.startsWith('mobile_') ? M.invalidMobileNumber : undefined),
  createSeoLocation: seoLocationMessage,
  updateSeoLocation: seoLocationMessage,
  saveFaq: (path) => (/\.(title|description)$/.test(path) ? M.fillAllFields : undefined),
  manageHost: (path) =>
    path === 'email' ? M.required : path === 'password' ? M.passwordTooShort : undefined,
};

function seoLocationMessage(path: string): string | undefined {
  if (/linkedPages$/.test(path)) return M.tooManyLinkedPages;
  if (path === 'slug' || path === 'city' || /navCta$/.test(path)) return M.fillAllFields;
  return undefined;
}

export function fieldMessage(route: RouteName, path: string, failure: Failure): string | undefined {
  // A key the struct does not know keeps superstruct's "unknown key" message.
  if (failure.type === 'never') return `Unknown field "${path}"`;
  // A text past its limit says so ("Too long: at most 254 characters."), not what a blank
  // field would.
  if (failure.refinement === 'maxLength') return failure.message;
  return BY_ROUTE[route]?.(path);
}
