/**
 * What a failed start prints. A query's error from drizzle carries the
 * query and its parameters (a failed insert of the staff printed five password hashes), and
 * Node prints every property of an error object: a start error is printed as one line of our
 * own words, the database's SQLSTATE, table and constraint, never parameters, values or stack.
 */

/** A start failure whose message is the whole story: printed as it is, one line. */
export class StartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartError';
  }
}

interface DatabaseErrorFields {
  code?: unknown;
  table?: unknown;
  constraint?: unknown;
  column?: unknown;
  message?: unknown;
  cause?: unknown;
  query?: unknown;
}

/** A database error's message, values quoted after a colon left out (`…: "a value"`). */
function withoutValues(message: string): string {
  const value = /:\s*["'(]/.exec(message);
  return (value ? `${message.slice(0, value.index)}: …` : message)
    .replace(/postgres(ql)?:\/\/\S*/gi, '<DATABASE_URL>')
    .replace(/\s+/g, ' ')
    .slice(0, 300);
}

/** One line for the log about why the database could not be opened. */
export function describeStartError(error: unknown): string {
  if (error instanceof StartError) return error.message;
  // drizzle's DrizzleQueryError wraps the driver's error in `cause`, with query and params.
  let root = error as DatabaseErrorFields | null;
  const wrappedQuery = Boolean(root && typeof root === 'object' && 'query' in root);
  for (let depth = 0; root && typeof root === 'object' && root.cause && depth < 5; depth++)
    root = root.cause as DatabaseErrorFields;
  if (!root || typeof root !== 'object') return withoutValues(String(error));
  const parts: string[] = [];
  if (typeof root.code === 'string') parts.push(`code ${root.code}`);
  if (typeof root.table === 'string') parts.push(`table ${root.table}`);
  if (typeof root.constraint === 'string') parts.push(`constraint ${root.constraint}`);
  if (typeof root.column === 'string') parts.push(`column ${root.column}`);
  // A query error without its driver's cause: its own message lists the parameters.
  const message =
    'query' in root
      ? 'the database answered an error'
      : withoutValues(typeof root.message === 'string' ? root.message : String(root));
  const what = wrappedQuery ? `a query failed: ${message}` : message;
  return parts.length ? `${what} (${parts.join(', ')})` : what;
}
