import type { AnyRoute } from '@backoffice/api/contract';
import { recordSecurityEvent } from '../auth/securityLog';
import type { Ctx } from './context';
import type { StoredFile } from '../files/store';
import { log } from '../log';

/**
 * The generated file a call made or sent, told by its handler (`noteFile`) so that
 * its Security log row names it (id, kind, name, size, rows; its creator for a fetch).
 */
const notedFiles = new WeakMap<Ctx, { file: StoredFile; rows?: number }>();

/** Tells `recordDownload` which generated file this call made or sent. */
export function noteFile(ctx: Ctx, file: StoredFile, rows?: number): void {
  notedFiles.set(ctx, rows === undefined ? { file } : { file, rows });
}

/** The filters of a list's call, as the Security log keeps them (paging and format left out). */
function filtersOf(query: unknown): Record<string, unknown> {
  if (query === null || typeof query !== 'object') return {};
  return Object.fromEntries(
    Object.entries(query).filter(
      ([key, value]) => value !== undefined && !['page', 'perPage', 'format'].includes(key),
    ),
  );
}

/**
 * A file or a list's CSV taken out of the back-office goes on the Security log: which
 * (the route, the record's id), with which filters, and how many rows (a CSV, once sent).
 * An export is a list, the request dump or an analytics file; a download is a single PDF.
 * Making a generated file (the request dump) and fetching it are both exports here,
 * each naming the file.
 */
export async function recordDownload(
  ctx: Ctx,
  route: AnyRoute,
  rows: number | null,
): Promise<void> {
  const filters = filtersOf(ctx.query);
  const noted = notedFiles.get(ctx);
  const isExport = rows !== null || route.permission === 'export';
  const fileWords = noted
    ? `file ${noted.file.filename} (${noted.file.kind}, ${noted.file.size} bytes, ${noted.rows === undefined ? `made by staff #${noted.file.createdBy}` : `kept until ${noted.file.expiresAt.toISOString()}`})`
    : '';
  const words = Object.entries(filters)
    .map(([key, value]) => `${key} ${String(value)}`)
    .join(', ');
  const summary = [
    `${isExport ? 'Exported' : 'Downloaded'}: ${route.summary}${ctx.params.id ? ` (#${ctx.params.id})` : ''}${rows !== null ? ' as CSV' : ''}`,
    words ? `filters: ${words}` : '',
    rows !== null ? `${rows} ${rows === 1 ? 'row' : 'rows'}` : '',
    noted?.rows !== undefined ? `${noted.rows} ${noted.rows === 1 ? 'row' : 'rows'}` : '',
    fileWords,
  ]
    .filter(Boolean)
    .join('; ');
  try {
    await recordSecurityEvent(ctx.services.database.db, {
      kind: isExport ? 'export' : 'download',
      actor: { id: ctx.staff.id, name: ctx.staff.name },
      summary,
      address: ctx.address,
      route: route.name,
      details: {
        filters,
        ...(rows !== null ? { rows } : {}),
        ...(ctx.params.id ? { id: ctx.params.id } : {}),
        ...(noted
          ? {
              file: {
                id: noted.file.id,
                kind: noted.file.kind,
                filename: noted.file.filename,
                size: noted.file.size,
                createdBy: noted.file.createdBy,
                expiresAt: noted.file.expiresAt.toISOString(),
              },
              ...(noted.rows !== undefined ? { rows: noted.rows } : {}),
            }
          : {}),
      },
      at: ctx.now,
    });
  } catch (error) {
    // The file was sent: a log row that cannot be written is told to the operator.
    // Not the error's text: a failed query's message carries its parameters (an email, an
    // address). Its SQLSTATE is enough to look further.
    const code = (error as { cause?: { code?: string }; code?: string }).cause?.code;
    log().error(`The Security log could not record ${route.name} (${code ?? 'no SQLSTATE'})`);
  }
}
