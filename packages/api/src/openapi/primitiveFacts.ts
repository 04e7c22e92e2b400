/**
 * What the named wire primitives' refinements check, as JSON Schema keywords: recorded when
 * the OpenAPI document is written, so that the app's bundles, which load the primitives on
 * every route's first paint, do without them. A function, not a module's side effect: the
 * package is `sideEffects: false`, and bundlers drop an import kept for its effect alone.
 */
import {
  BOOKMARK_NOTE_MAX_LENGTH,
  GUEST_CANCEL_REASONS,
  HOST_DECLINE_REASONS,
  MAX_ID,
} from '@backoffice/domain';
import type { AnyStruct } from '../structs/facts';
import { AddDisplayOfficesBody } from '../routes/display';
import { BookmarkNoteBody, CrVisitGuestBody, UpdatePhoneBody } from '../routes/users';
import { GuestCancelBody, HostDeclineBody } from '../routes/requests';
import { described } from '../structs/facts';
import {
  Amount,
  Count,
  FILE_ID_PATTERN,
  FileId,
  Id,
  Int32,
  IsoDate,
  IsoDay,
  IsoInstant,
  NonBlank,
  TimeOfDay,
  MAX_INTEGER,
} from '../structs/primitives';

/** Records them (again: it only sets the same keywords); called by the document's writer. */
export function recordPrimitiveFacts(): void {
  described(Id, { minimum: 1, maximum: MAX_ID });
  described(FileId, { pattern: FILE_ID_PATTERN, minLength: 43, maxLength: 43 });
  described(Int32, { minimum: -MAX_INTEGER, maximum: MAX_INTEGER });
  described(Count, { minimum: 0 });
  described(IsoDay, { format: 'date' });
  described(IsoInstant, { format: 'date-time' });
  described(IsoDate, { oneOf: [IsoDay, IsoInstant] });
  described(TimeOfDay, { pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', maxLength: 5 });
  described(NonBlank, { pattern: '\\S' });
  described(Amount, { minimum: 0, maximum: MAX_INTEGER });
}

/** A field of an object struct. */
const field = (struct: AnyStruct, name: string) =>
  (struct.schema as Record<string, AnyStruct>)[name] as AnyStruct;

/**
 * What the bodies' own refinements check (reason codes, phone numbers, note length, office id
 * lists), recorded the same way: their checks are functions, so the document is told here.
 */
export function recordBodyFacts(): void {
  described(field(GuestCancelBody, 'guestCancelledReason'), {
    enum: GUEST_CANCEL_REASONS.map((reason) => reason.code),
  });
  described(field(HostDeclineBody, 'hostDeclinedReason'), {
    enum: HOST_DECLINE_REASONS.map((reason) => reason.code),
  });
  described(field(UpdatePhoneBody, 'mobile_number'), { pattern: '^\\d{4,15}$' });
  described(field(UpdatePhoneBody, 'mobile_prefix'), { pattern: '^\\+\\d{1,4}$' });
  described(field(CrVisitGuestBody, 'phoneNumber'), { pattern: '^\\+\\d{6,15}$' });
  described(field(BookmarkNoteBody, 'note'), { maxLength: BOOKMARK_NOTE_MAX_LENGTH });
  described(field(AddDisplayOfficesBody, 'offices'), { pattern: '\\d' });
}
