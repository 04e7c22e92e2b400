/** The column kinds every table file of the schema uses. */
import { date, integer, timestamp, type ReferenceConfig } from 'drizzle-orm/pg-core';

/**
 * Ids are identity columns "by default", so that the seed can write its own ids (and then
 * moves the sequences on, see seed/index.ts).
 */
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
/** Instants are `timestamptz` read as Date. */
export const instant = () => timestamp({ withTimezone: true, mode: 'date' });
/** Calendar days are `date` read as 'yyyy-MM-dd'. */
export const day = () => date({ mode: 'string' });
/** A required reference to a row of another table: `integer not null references …`. */
export const reference = (target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  integer().notNull().references(target, actions);
