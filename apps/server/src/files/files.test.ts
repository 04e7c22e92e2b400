/**
 * In one process (PGlite, and PostgreSQL in its pass): an export is a
 * generated file in the database, fetched by its maker and Admins only (404 to others), on the
 * Security log when made and when fetched, gone after 24 h and the cleanup, refused over the
 * store's size limit. Two server processes on one PostgreSQL: files.postgres.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { routes } from '@backoffice/api/contract';
import { auditLog, generatedFiles, staff } from '../db/schema';
import { tokenOf } from '../test/account';
import { testServerForFile } from '../test/harness';
import { cleanUpFiles, DatabaseFileStore, FILE_LIFETIME_MS, removeLegacyExports } from './store';

const server = testServerForFile({ now: () => clock });
let clock = new Date();
const db = () => server.database.db;

async function tokenFor(email: string): Promise<{ id: number; token: string }> {
  const [row] = await db().select({ id: staff.id }).from(staff).where(eq(staff.email, email));
  return { id: row!.id, token: await tokenOf(db(), row!.id, clock) };
}

async function exportAs(token: string): Promise<string> {
  const res = await server.call(routes.dumpRequests, { query: { search: '#1' }, token });
  expect(res.status).toBe(200);
  return (res.body.link as string).split('/').pop() as string;
}

const fetchFile = (fileId: string, token: string) =>
  server.call(routes.generatedFile, { params: { fileId }, token });

describe('generated files', () => {
  it('are served to their maker and to Admins only; 404 to another CSM', async () => {
    const lea = await tokenFor('lea.bernard@example.com'); // CSM
    const hugo = await tokenFor('hugo.petit@example.com'); // CSM
    const admin = await tokenFor('csm@example.com'); // Admin
    const viewer = await tokenFor('ines.moreau@example.com'); // Viewer
    const fileId = await exportAs(lea.token);
    const [row] = await db().select().from(generatedFiles).where(eq(generatedFiles.id, fileId));
    expect(row).toMatchObject({ kind: 'request_dump', createdBy: lea.id });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(FILE_LIFETIME_MS);
    expect(row!.size).toBe(row!.bytes!.byteLength);

    const mine = await fetchFile(fileId, lea.token);
    expect(mine.status).toBe(200);
    expect(mine.text).toContain('id,requestDate,state');
    expect(mine.text).toBe(new TextDecoder().decode(row!.bytes!));

    const other = await fetchFile(fileId, hugo.token);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('not_found');
    // The same answer as an id that never was: nothing tells that the file exists.
    const never = await fetchFile('B'.repeat(43), hugo.token);
    expect(never.status).toBe(404);
    expect(other.body.description.replace(fileId.slice(0, 8), '?')).toBe(
      never.body.description.replace('B'.repeat(8), '?'),
    );

    expect((await fetchFile(fileId, admin.token)).status).toBe(200);
    expect((await fetchFile(fileId, viewer.token)).status).toBe(403);
    // Another CSM's own export is theirs, not Léa's.
    const hugosFile = await exportAs(hugo.token);
    expect((await fetchFile(hugosFile, hugo.token)).status).toBe(200);
    expect((await fetchFile(hugosFile, lea.token)).status).toBe(404);
  });

  it('puts making and fetching a file on the Security log, naming the file', async () => {
    const lea = await tokenFor('lea.bernard@example.com');
    const hugo = await tokenFor('hugo.petit@example.com');
    const fileId = await exportAs(lea.token);
    await fetchFile(fileId, lea.token);
    await fetchFile(fileId, hugo.token); // refused: not a download
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'export')));
    const about = rows.filter(
      (r) => (r.input as { file?: { id?: string } } | null)?.file?.id === fileId,
    );
    expect(about.map((r) => [r.route, r.staffId])).toEqual([
      ['dumpRequests', lea.id],
      ['generatedFile', lea.id],
    ]);
    const made = about[0]!.input as Record<string, unknown>;
    expect(made).toMatchObject({ rows: 1, file: { kind: 'request_dump', createdBy: lea.id } });
    expect(made.summary).toMatch(/1 row; file requests-\d{4}-\d\d-\d\d\.csv \(request_dump/);
  });

  it('expire after 24 h: 404 at once, and the cleanup deletes them', async () => {
    const lea = await tokenFor('lea.bernard@example.com');
    const fileId = await exportAs(lea.token);
    const fresh = await exportAs(lea.token);
    const made = clock;
    try {
      clock = new Date(made.getTime() + FILE_LIFETIME_MS - 1000);
      // Fresh sessions: the first one has ended at its 12 h lifetime by now.
      const before = await tokenFor('lea.bernard@example.com');
      expect((await fetchFile(fileId, before.token)).status).toBe(200);
      clock = new Date(made.getTime() + FILE_LIFETIME_MS + 1000);
      const later = await tokenFor('lea.bernard@example.com');
      expect((await fetchFile(fileId, later.token)).status).toBe(404);
      // One made later is kept by the cleanup.
      const [young] = await db()
        .update(generatedFiles)
        .set({ expiresAt: new Date(clock.getTime() + 60_000) })
        .where(eq(generatedFiles.id, fresh))
        .returning();
      expect(young).toBeDefined();
      const deleted = await cleanUpFiles(server.database, server.services.files, clock);
      expect(deleted).toBeGreaterThanOrEqual(1);
      const left = await db().select({ id: generatedFiles.id }).from(generatedFiles);
      expect(left.map((r) => r.id)).not.toContain(fileId);
      expect(left.map((r) => r.id)).toContain(fresh);
      expect((await fetchFile(fileId, later.token)).status).toBe(404);
      expect((await fetchFile(fresh, later.token)).status).toBe(200);
      if (server.database.kind === 'postgres') {
        // Once per period across the cluster: a second run within it does nothing.
        expect(await cleanUpFiles(server.database, server.services.files, clock)).toBeNull();
      }
    } finally {
      clock = new Date();
    }
  });

  it('refuses a file beyond the store’s limit with 413, keeping nothing', async () => {
    const small = await server.twin({
      now: () => clock,
      files: new DatabaseFileStore(server.database, 100),
    });
    const before = await db().select({ id: generatedFiles.id }).from(generatedFiles);
    const lea = await tokenFor('lea.bernard@example.com');
    const res = await small.call(routes.dumpRequests, {
      query: { search: '#1' },
      token: lea.token,
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
    expect(res.body.description).toMatch(/larger than/);
    const after = await db().select({ id: generatedFiles.id }).from(generatedFiles);
    expect(after.length).toBe(before.length);
  });
});

describe('exports an earlier version left in DATA_DIR/exports', () => {
  it('are deleted at start; anything else there is kept', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-legacy-'));
    try {
      const folder = path.join(dataDir, 'exports');
      fs.mkdirSync(folder);
      fs.writeFileSync(path.join(folder, 'requests-3f2a.csv'), 'id,email\n1,a@example.com\n');
      fs.writeFileSync(path.join(folder, 'requests-9c1b.csv'), 'id,email\n');
      fs.writeFileSync(path.join(folder, 'notes.txt'), 'an operator’s file');
      expect(removeLegacyExports(dataDir)).toBe(2);
      expect(fs.readdirSync(folder)).toEqual(['notes.txt']);
      fs.rmSync(path.join(folder, 'notes.txt'));
      fs.writeFileSync(path.join(folder, 'requests-1.csv'), '');
      expect(removeLegacyExports(dataDir)).toBe(1);
      // Emptied: the folder goes too; a start without it deletes nothing.
      expect(fs.existsSync(folder)).toBe(false);
      expect(removeLegacyExports(dataDir)).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
