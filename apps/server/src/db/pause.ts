/**
 * Test-only stops in the first start: with BACKOFFICE_TEST_PAUSE_AT=<name> the
 * process prints `[test pause] <name>` at that point and waits there for ever, so that a test
 * can kill -9 it at a known step (the template copied but not in place, the seed half
 * written). Unset (always, outside the tests) it costs one comparison.
 */
export async function pausePoint(name: string): Promise<void> {
  if (process.env.BACKOFFICE_TEST_PAUSE_AT !== name) return;
  console.info(`[test pause] ${name}`);
  // Kept alive by a timer: a CLI with nothing else to wait for would end here otherwise.
  await new Promise(() => setInterval(() => {}, 60_000));
}
