import { object, optional } from 'superstruct';

/**
 * Request bodies are written beside their routes (`routes/<area>.ts`); here, what several
 * areas share. Bodies, as they travel: the spec's snake_case names where the spec writes them
 * (office_id, guest_ids, notify_by_sms, mobile_number, mobile_prefix, email_confirmation,
 * password_confirmation, bookmark_id, office_ids), camelCase elsewhere. Bodies use
 * `object()`: an unknown key is refused, so a typo in a caller fails at the server with the
 * key's path instead of being ignored. The server validates what comes in with these.
 * Whether a value is allowed by the product's rules (an email equal to its confirmation, a
 * date in range) is decided by the domain package; these check the shape and the codes.
 */

/** The most ids one call takes in a list (favorites, guests, a section's offices). */
export const MAX_IDS_A_CALL = 1000;

/** A body-less call. */
export const NoBody = optional(object({}));
