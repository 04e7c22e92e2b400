import type { HandlerGroup } from '../http/context';
import { noteFile } from '../http/downloads';
import { notFound } from '../errors';

/**
 * A file the server made (the request dump), from the store every server reads.
 * Only the staff member who made it, and Admins, get it; to anyone else it does not exist
 * (404, as for an id that never was or a file that expired), so that ids cannot be probed.
 */
export const fileHandlers: HandlerGroup<'generatedFile'> = {
  async generatedFile(ctx) {
    const { c, services, staff, now } = ctx;
    const id = c.req.param('fileId') ?? '';
    const file = await services.files.get(id, now);
    if (!file || (file.createdBy !== staff.id && staff.role !== 'admin'))
      throw notFound('File', id.slice(0, 8));
    // On the Security log (mount.ts, `recordDownload`) with the file sent.
    noteFile(ctx, file);
    return new Response(new Uint8Array(file.bytes), {
      status: 200,
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${file.filename}"`,
        'Content-Length': String(file.size),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
};
