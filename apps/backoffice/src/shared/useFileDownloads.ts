import { useCallback, useRef, useState } from 'react';
import { saveFile, useApiClient } from '@backoffice/api';
import type { ApiClient, DownloadedFile } from '@backoffice/api';
import { useNotify } from './notify';

export interface FileDownloads<K> {
  /** True while the file of `key` downloads (its button shows it). */
  isPending: (key: K) => boolean;
  /** Downloads a file and hands it to the browser; a failure is the catalogue's toast. */
  download: (key: K, get: (client: ApiClient) => Promise<DownloadedFile>) => Promise<void>;
}

/**
 * Downloads of a list's files, one per row (a contract's PDF, a document): each row pending on
 * its own, a second press of the same row ignored while its file comes.
 */
export function useFileDownloads<K extends string | number>(): FileDownloads<K> {
  const client = useApiClient();
  const notify = useNotify();
  const [pending, setPending] = useState<ReadonlySet<K>>(() => new Set());
  const running = useRef(new Set<K>());

  const download = useCallback(
    async (key: K, get: (client: ApiClient) => Promise<DownloadedFile>) => {
      if (running.current.has(key)) return;
      running.current.add(key);
      setPending(new Set(running.current));
      try {
        saveFile(await get(client));
      } catch (error) {
        notify.failure(error);
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
