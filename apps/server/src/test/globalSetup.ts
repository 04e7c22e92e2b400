import pg from 'pg';
import { openPostgres } from '../db/client';
import { ensurePgliteTemplate, templateKey } from '../start/database';
import { seedDatabase } from '../seed';
import { TEST_ACCOUNT } from './account';

/**
 * Builds the database template once for the whole run: a PGlite folder (cached across runs
 * under node_modules/.cache), or, when DATABASE_URL is set, a PostgreSQL template database
 * that each test file copies with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(): Promise<void> {
  const log = (line: string) => console.info(`[db template] ${line}`);
  if (!process.env.DATABASE_URL) {
    await ensurePgliteTemplate({ ...TEST_ACCOUNT, log });
    return;
  }
  const url = new URL(process.env.DATABASE_URL);
  const name = `bo_tpl_${templateKey(TEST_ACCOUNT.demoEmail, TEST_ACCOUNT.demoPassword)}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return;
    const building = `${name}_build_${process.pid}`;
    await admin.query(`drop database if exists "${building}"`);
    await admin.query(`create database "${building}"`);
    url.pathname = `/${building}`;
    const database = await openPostgres(url.toString(), 2);
    try {
      await database.migrate();
      await seedDatabase(database.db, { ...TEST_ACCOUNT, log });
    } finally {
      await database.close();
    }
    await admin.query(`alter database "${building}" rename to "${name}"`);
  } finally {
    await admin.end();
  }
}
