import { createThemeContract } from '@vanilla-extract/css';
import { light } from './tokens';

type Nullify<T> = { [K in keyof T]: T[K] extends string ? null : Nullify<T[K]> };

function nullify<T extends object>(tokens: T): Nullify<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : nullify(value as object),
    ]),
  ) as Nullify<T>;
}

/** The contract itself, exactly the tokens' shape: the themes assign it (themes.css.ts). */
export const contract = createThemeContract(nullify(light));

/** The CSS custom properties every component styles itself with. */
export const vars = contract;
