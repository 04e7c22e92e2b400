/**
 * The requests board's eight columns, in its order, as the spec names them: the six open ones
 * (where a request can wait too long), then Contract Signed and Cancelled. Written out here, not
 * read from the domain, so that the stories check the screens against the spec's words.
 */
export const BOARD_COLUMNS = [
  'Request received',
  'Meeting proposed',
  'Visit Scheduled',
  'Visit past',
  'Contract Start',
  'Contract Sent',
  'Contract Signed',
  'Cancelled',
] as const;

/** The six open columns, in the board's order (Settings' thresholds, one field each). */
export const OPEN_BOARD_COLUMNS = BOARD_COLUMNS.slice(0, 6);
