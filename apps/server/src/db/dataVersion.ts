import { sql } from 'drizzle-orm';

/**
 * The version in SQL: the sequence's last value, or 0 before its first `nextval` (a fresh
 * sequence shows its start value, 1, with `is_called` false: the first bump must change it).
 */
export const DATA_VERSION_SQL = sql`(select case when is_called then last_value else 0 end from data_version)`;
