import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | null = null;

/**
 * True when the password is among the 10,000 most common ones: the head of zxcvbn-ts's
 * ranked list of leaked passwords (language-common `passwords-common`), compared in lower case.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    (dictionary['passwords-common'] as string[])
      .slice(0, COMMON_PASSWORD_COUNT)
      .map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
