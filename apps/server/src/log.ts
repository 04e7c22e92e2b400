/**
 * The server's log: one JSON object per line (pino), with `time` (ms since the
 * epoch), `level` (a word: info, warn, error…) and `msg`; request lines add `reqId`, `route`,
 * `method`, `status`, `ms` and `staffId`. Never query strings, bodies, tokens, emails,
 * hashes or addresses: they hold personal data or secrets.
 *
 * LOG_LEVEL (trace, debug, info, warn, error, fatal, silent; default info) and LOG_FORMAT
 * (json, or pretty: one readable line per entry; default pretty on a terminal, json
 * otherwise). Tests run in-process are silent unless LOG_LEVEL says otherwise.
 */
import { Writable } from 'node:stream';
import pino from 'pino';

export type Logger = pino.Logger;

const LEVELS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']);

/** The level LOG_LEVEL names (a wrong one is said once, and info is used). */
function levelOf(env: NodeJS.ProcessEnv, fallback: string): { level: string; wrong?: string } {
  const asked = (env.LOG_LEVEL ?? '').trim().toLowerCase();
  if (!asked) return { level: fallback };
  return LEVELS.has(asked) ? { level: asked } : { level: fallback, wrong: env.LOG_LEVEL };
}

const COLORS: Record<string, string> = {
  trace: '90',
  debug: '36',
  info: '32',
  warn: '33',
  error: '31',
  fatal: '35',
};

/** One readable line of a JSON entry: `12:03:04.123 INFO  message key=value…`. */
export function prettyLine(json: string, color = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const { time, level, msg, pid: _pid, hostname: _host, err, ...rest } = entry;
  const clock = new Date(typeof time === 'number' ? time : Date.now()).toISOString().slice(11, 23);
  const name = String(level ?? 'info');
  const label = name.toUpperCase().padEnd(5);
  const fields = Object.entries(rest)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  const tint = color && COLORS[name] ? `\u001b[${COLORS[name]}m${label}\u001b[0m` : label;
  let line = `${clock} ${tint} ${String(msg ?? '')}${fields ? ` ${fields}` : ''}`;
  if (err && typeof err === 'object' && 'stack' in err) line += `\n${String(err.stack)}`;
  return line;
}

/** A destination that writes each entry as a readable line (LOG_FORMAT=pretty). */
function prettyStream(out: NodeJS.WriteStream): Writable {
  const color = Boolean(out.isTTY);
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const json of chunk.toString().split('\n'))
        if (json) out.write(`${prettyLine(json, color)}\n`);
      done();
    },
  });
}

/** Makes a logger from the settings (LOG_LEVEL, LOG_FORMAT); `out` is stdout by default. */
export function createLogger(
  env: NodeJS.ProcessEnv = process.env,
  {
    fallbackLevel = 'info',
    out = process.stdout,
  }: { fallbackLevel?: string; out?: NodeJS.WriteStream } = {},
): Logger {
  const { level, wrong } = levelOf(env, fallbackLevel);
  const format = (env.LOG_FORMAT ?? '').trim().toLowerCase();
  const pretty = format === 'pretty' || (format !== 'json' && Boolean(out.isTTY));
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    messageKey: 'msg',
    formatters: { level: (label) => ({ level: label }) },
  };
  const logger = pretty
    ? pino(options, prettyStream(out))
    : pino(options, out === process.stdout ? pino.destination({ dest: 1, sync: true }) : out);
  if (wrong) logger.warn(`LOG_LEVEL "${wrong}" is not a level: using ${level}`);
  return logger;
}

// In-process tests (vitest) are silent unless LOG_LEVEL is set; the server (index.ts) calls
// setupLogger() with its own environment.
let current: Logger = createLogger(process.env, {
  fallbackLevel: process.env.VITEST ? 'silent' : 'info',
});

/** The process's logger. */
export function log(): Logger {
  return current;
}

/** Replaces the process's logger (the server at start; tests that read the lines). */
export function setLogger(logger: Logger): Logger {
  current = logger;
  return logger;
}

/**
 * What may be logged of an error: its kind, code and message, never the SQL or its
 * parameters (drizzle's "Failed query: … params: …" holds personal data), with the stack.
 */
export function errorFacts(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const cause = (error as { cause?: unknown }).cause;
  // drizzle wraps the driver's error: its message is the query with its values.
  const inner = error.message.startsWith('Failed query') && cause instanceof Error ? cause : error;
  const code = (inner as { code?: unknown }).code;
  const stack = (error.stack ?? '').split('\n').slice(1).join('\n');
  return {
    err: {
      type: inner.name,
      ...(typeof code === 'string' ? { code } : {}),
      message: inner === error ? error.message : inner.message,
      stack: `${inner.name}: ${inner === error ? error.message : inner.message}\n${stack}`,
    },
  };
}
