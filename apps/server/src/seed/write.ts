/**
 * Bulk writes of the demo data: many rows in one statement that has one parameter per column
 * (`insert … select * from unnest($1::integer[], $2::text[], …)`), the same on PostgreSQL and
 * PGlite. A multi-row VALUES list has one parameter per cell (at most 65,535 a statement),
 * and the server parses and plans every one of them; here a statement of thousands of rows
 * costs about what one row does, and the rows go over as one array per column.
 */
import { getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** Rows a statement carries: large enough to make statements rare, small enough for memory. */
export const ROWS_PER_STATEMENT = 5000;

interface Target {
  key: string;
  column: Column;
  name: string;
  type: string;
}

function targets(table: PgTable, rows: readonly object[]): Target[] {
  // Every key some row sets (a row that leaves one out gets the column's default).
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  const columns = getTableColumns(table) as Record<string, Column>;
  return [...keys].map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return {
      key,
      column,
      name: column.keyAsName ? toSnakeCase(key) : column.name,
      type: column.getSQLType(),
    };
  });
}

/** The value a row leaves out: the column's static default (the seed never relies on SQL ones). */
function fallback(target: Target, table: PgTable): unknown {
  const { column } = target;
  if (column.defaultFn) return column.defaultFn();
  if (
    column.default !== undefined &&
    (typeof column.default !== 'object' || column.default === null)
  )
    return column.default;
  if (!column.notNull) return null;
  throw new Error(`${getTableName(table)}.${target.name} needs a value in every row`);
}

/** Writes rows (objects of the table's insert shape) in statements of ROWS_PER_STATEMENT. */
export async function insertRows(db: Db, table: PgTable, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = targets(table, rows);
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(from, from + ROWS_PER_STATEMENT) as Record<string, unknown>[];
    const arrays = columns.map((target) =>
      chunk.map((row) => {
        const value = target.key in row ? row[target.key] : fallback(target, table);
        return value === null || value === undefined ? null : target.column.mapToDriverValue(value);
      }),
    );
    await db.execute(
      sql`insert into ${table} (${sql.join(
        columns.map((c) => sql.identifier(c.name)),
        sql`, `,
      )}) select * from unnest(${sql.join(
        arrays.map((values, k) => sql`${sql.param(values)}::${sql.raw(columns[k]!.type)}[]`),
        sql`, `,
      )})`,
    );
  }
}
