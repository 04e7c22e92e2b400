/** The error `call` throws, or undefined when it returns (to read a refusal's message). */
export function thrownBy(call: () => unknown): Error | undefined {
  try {
    call();
  } catch (error) {
    return error as Error;
  }
  return undefined;
}
