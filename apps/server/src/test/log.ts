import { Writable } from 'node:stream';
import { createLogger, log, setLogger } from '../log';

/**
 * Sends the server's log, as JSON lines at `level`, into `lines` until `restore()` puts the
 * previous logger back: a test reads what an operator would.
 */
export function captureLog(level: string): { lines: string[]; restore: () => void } {
  const previous = log();
  const lines: string[] = [];
  const out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  setLogger(
    createLogger({ LOG_FORMAT: 'json', LOG_LEVEL: level }, { out: out as NodeJS.WriteStream }),
  );
  return { lines, restore: () => setLogger(previous) };
}
