import type { DownloadedFile } from '../structs/answers';

/**
 * Hands a downloaded file to the browser as a download (CSV exports, contract PDFs). Needs
 * a document; does nothing elsewhere.
 */
export function saveFile(file: DownloadedFile): void {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled: revoking at once cancels the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** Reads a downloaded text file (CSV) as a string. */
export function fileText(file: DownloadedFile): Promise<string> {
  return file.blob.text();
}
