import { useCallback, useRef, useState } from 'react';
import { saveFile, useApiClient } from '@backoffice/api';
import type { ApiClient, DownloadedFile } from '@backoffice/api';
import { useNotify } from './notify';

/** What became of a download: the file, and whether the browser was given it. */
export interface DownloadOutcome {
  file: DownloadedFile;
  saved: boolean;
}

export interface DownloadOptions {
  /**
   * Whether to hand the file to the browser (an analytics file with nothing after its header
   * is said so instead). @default every file is saved
   */
  shouldSave?: (file: DownloadedFile) => boolean | Promise<boolean>;
}

export interface FileDownloads<K> {
  /** True while the file of `key` downloads (its button shows it). */
  isPending: (key: K) => boolean;
  /**
   * Downloads a file and hands it to the browser; a failure is the catalogue's toast. Answers
   * what became of it, or null when it failed or was already under way.
   */
  download: (
    key: K,
    get: (client: ApiClient) => Promise<DownloadedFile>,
    options?: DownloadOptions,
  ) => Promise<DownloadOutcome | null>;
}

/**
 * The app's file downloads (a list's CSV, a row's PDF, a request's signed contract): each key
 * pending on its own (a button shows it), a second press ignored while the file comes, the
 * file handed to the browser as a download, a failure the catalogue's toast. Plain state
 * rather than SWR's mutation hook, whose code would join every list screen's first paint.
 */
export function useFileDownloads<K extends string | number>(): FileDownloads<K> {
  const client = useApiClient();
  const notify = useNotify();
  const [pending, setPending] = useState<ReadonlySet<K>>(() => new Set());
  const running = useRef(new Set<K>());

  const download = useCallback(
    async (
      key: K,
      get: (client: ApiClient) => Promise<DownloadedFile>,
      options: DownloadOptions = {},
    ) => {
      if (running.current.has(key)) return null;
      running.current.add(key);
      setPending(new Set(running.current));
      try {
        const file = await get(client);
        const saved = options.shouldSave ? await options.shouldSave(file) : true;
        if (saved) saveFile(file);
        return { file, saved };
      } catch (error) {
        notify.failure(error);
        return null;
      } finally {
        running.current.delete(key);
        setPending(new Set(running.current));
      }
    },
    [client, notify],
  );

  const isPending = useCallback((key: K) => pending.has(key), [pending]);
  return { isPending, download };
}
