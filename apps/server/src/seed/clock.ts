/**
 * All the date arithmetic of the demo data, in one place. The seed writes dates relative to
 * the moment it runs ("now at seed time", kept in meta.seed_now); a database copied from a
 * template seeded days ago is moved forward by shiftDates so that the board always has
 * requests of the last 7 days.
 */
import { sql } from 'drizzle-orm';
import { parisDay, parisToday, addDaysToDay } from '@backoffice/domain';
import type { Db } from '../db/client';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The instant `days` days (may be fractional) before now. */
export function before(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY);
}

/** The instant `days` days after a date. */
export function after(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

/** The same instant moved to a quarter-hour of working time (8:00 to 19:45 UTC). */
export function atWorkingTime(date: Date, quarter: number): Date {
  const d = new Date(date);
  d.setUTCHours(7 + (Math.floor(quarter / 4) % 12), (quarter % 4) * 15, 0, 0);
  return d;
}

/**
 * Days already worked out (the time zone arithmetic was a sixth of the seed's generation
 * time). Paris days start on a whole UTC hour, and summer time changes on one too, so every
 * instant of a UTC hour has the same Paris day: the hour is the key.
 */
const dayByHour = new Map<number, string>();
const dayByOffset = new Map<string, string>();
const CACHED_DAYS = 100_000;

/** The Paris day of an instant (yyyy-MM-dd). */
export function dayOf(date: Date): string {
  const hour = Math.floor(date.getTime() / HOUR);
  let day = dayByHour.get(hour);
  if (day === undefined) {
    if (dayByHour.size >= CACHED_DAYS) dayByHour.clear();
    day = parisDay(date) as string;
    dayByHour.set(hour, day);
  }
  return day;
}

/** Today in Paris plus n days. */
export function dayFromToday(now: Date, days: number): string {
  const key = `${Math.floor(now.getTime() / HOUR)}:${days}`;
  let day = dayByOffset.get(key);
  if (day === undefined) {
    if (dayByOffset.size >= CACHED_DAYS) dayByOffset.clear();
    day = addDaysToDay(parisToday(now), days);
    dayByOffset.set(key, day);
  }
  return day;
}

/** Timestamp columns moved by shiftDates: table → columns. */
const INSTANT_COLUMNS: Record<string, string[]> = {
  users: ['created_at', 'confirmed_at', 'verified_at'],
  offices: ['first_published_at', 'created_at', 'updated_at'],
  internal_notes: ['created_at', 'updated_at'],
  requests: [
    'created_at',
    'visit_date',
    'meeting_proposed_at',
    'visit_scheduled_at',
    'visit_past_at',
    'contract_start_at',
    'contract_sent_at',
    'contract_signed_at',
    'request_cancelled_at',
  ],
  meetings: ['created_at'],
  appointments: ['proposed_date'],
  conversations: ['created_at', 'last_message_at'],
  chat_messages: ['created_at'],
  contracts: ['signed_at', 'created_at'],
  documents: ['created_at'],
  bookmarks: ['created_at', 'deleted_at', 'office_viewed_at'],
  seo_locations: ['created_at'],
  search_events: ['created_at'],
};

/** Calendar-day columns moved by shiftDates. */
const DAY_COLUMNS: Record<string, string[]> = {
  offices: ['earliest_start_date', 'last_availability_date'],
  requests: ['movein_date', 'moveout_date'],
  contracts: ['start_date', 'end_date', 'deposit_due_date'],
};

/**
 * Moves every seeded date forward from `from` (the seed's now) to `to`: instants by the
 * difference rounded to a quarter-hour (so that times stay on quarter-hours), days by the
 * difference of Paris days. One statement per table.
 */
export async function shiftDates(db: Db, from: Date, to: Date): Promise<void> {
  const quarter = 15 * MINUTE;
  const ms = Math.round((to.getTime() - from.getTime()) / quarter) * quarter;
  const fromDay = dayOf(from);
  const toDay = dayOf(to);
  const days = Math.round((Date.parse(toDay) - Date.parse(fromDay)) / DAY);
  if (ms === 0 && days === 0) return;
  const tables = new Set([...Object.keys(INSTANT_COLUMNS), ...Object.keys(DAY_COLUMNS)]);
  for (const table of tables) {
    const sets = [
      ...(INSTANT_COLUMNS[table] ?? []).map(
        (c) => `"${c}" = "${c}" + interval '${ms} milliseconds'`,
      ),
      ...(DAY_COLUMNS[table] ?? []).map((c) => `"${c}" = "${c}" + ${days}`),
    ];
    await db.execute(sql.raw(`update "${table}" set ${sets.join(', ')}`));
  }
}
