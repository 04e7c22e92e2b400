import { PASSWORD_MIN_LENGTH, SEO_LINKED_PAGES_MAX } from '../constants';

/**
 * Every validation message, written once. The texts in quotes in the spec are quoted
 * exactly; the few the spec leaves unwritten are marked "not in the spec".
 */
export const VALIDATION_MESSAGES = {
  /** Login: email missing. */
  required: 'required',
  /** Login: email malformed. */
  emailInvalid: 'email is not correct',
  /** Login: password missing. */
  passwordRequired: 'password required',
  /** Cancel or decline without a reason (not in the spec). */
  reasonRequired: 'Please select a reason',
  /** Cancel or decline without a message (not in the spec). */
  messageRequired: 'Please write a message',
  /** Propose meeting: 1 to 10 slots, all filled. */
  fillAllSlots: 'Please fill in all the slots',
  /** Schedule a visit: one date and one time. */
  fillDateAndTime: 'Please fill in a date and a time',
  /** Propose meeting: a slot before now (not in the spec; the server refuses it too). */
  slotInPast: 'This slot is in the past.',
  /** Schedule a visit: a time before now (not in the spec; the server refuses it too). */
  visitInPast: 'This visit time is in the past.',
  /** SEO location save and FAQ save. */
  fillAllFields: 'Please fill in all the fields',
  /** More than 15 linked pages (not in the spec). */
  tooManyLinkedPages: `An SEO page can link to at most ${SEO_LINKED_PAGES_MAX} pages`,
  /** Manage host: email and its confirmation differ. */
  emailMismatch:
    'Your email and confirmation did not match. For security reasons, please re-enter the information.',
  /** Manage host: password and its confirmation differ. */
  passwordMismatch:
    'Your password and confirmation did not match. For security reasons, please re-enter the information.',
  /** Manage host: the password's minimum length (the spec gives it as a label). */
  passwordTooShort: `Minimum ${PASSWORD_MIN_LENGTH} characters`,
  /** Bookmark note over 250 characters. */
  tooManyCharacters: '- Too many characters',
  /** Phone update: not a mobile number of the chosen country. */
  invalidMobileNumber: 'Please enter a valid mobile number',
  /**
   * Create CR & Visit: a phone that is no phone number at all (letters, too few digits). Not in
   * the spec, which gives CR & Visit no phone rule; the API takes E.164 only.
   */
  phoneNumberUnreadable: 'Please enter the phone number in digits, e.g. +33 6 12 34 56 78',
  /** Add favorites (and add display offices): no valid office id. */
  invalidOfficeIds:
    "Please add at least one valid office id and make sure multiple id's are separated by a ,",
  /** Add to favorites from an office: no valid guest id (not in the spec; same style). */
  invalidGuestIds:
    "Please add at least one valid guest id and make sure multiple id's are separated by a ,",
  /** Send SMS while notifications are off. */
  smsDisabled: 'Sms notifications for this user have been disabled',
  /** Send SMS without a phone number. */
  phoneMissingForSms: 'Please add a phone number before sending an SMS to this user.',
  /** Moving an office into a section that already has it. */
  officeAlreadyInSection: 'You cannot move an office into a section in which it already exists',
} as const;
