import type { ReactNode } from 'react';
import { dark, light } from '../tokens';
import type { ThemeName, ThemeTokens } from '../tokens';
import * as styles from './foundations.css';

// The parts every Foundations page is made of (stories only): a page with its title and what
// the tokens are for, sections, and a token's name and value as code.

/** Both themes' token data, in the order the pages show them. */
export const themeTokens: readonly (readonly [ThemeName, ThemeTokens])[] = [
  ['light', light],
  ['dark', dark],
];

export const themeTitle: Record<ThemeName, string> = { light: 'Light', dark: 'Dark' };

/** The themes' titles, in the order of `themeTokens`: a token table's value columns. */
export const themeTitles: readonly string[] = themeTokens.map(([name]) => themeTitle[name]);

/** A column heading for each theme, in the order of `themeTokens`. */
export function ThemeHeads() {
  return (
    <>
      {themeTokens.map(([name]) => (
        <th key={name} scope="col">
          {themeTitle[name]}
        </th>
      ))}
    </>
  );
}

/** A cell for each theme, drawn from its tokens, under `ThemeHeads`. */
export function ThemeCells({ children }: { children: (tokens: ThemeTokens) => ReactNode }) {
  return (
    <>
      {themeTokens.map(([name, tokens]) => (
        <td key={name}>{children(tokens)}</td>
      ))}
    </>
  );
}

/** A Foundations page: its title, what its tokens are for, then its sections. */
export function FoundationPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <header className={styles.section}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.lead}>{lead}</p>
      </header>
      {children}
    </main>
  );
}

/** One part of a page, named by its heading. */
export function Section({
  title,
  note,
  children,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {note ? <p className={styles.note}>{note}</p> : null}
      {children}
    </section>
  );
}

/** A token's path as components write it (`vars.space.md`) or a value, in the code face. */
export function Code({ children }: { children: ReactNode }) {
  return <code className={styles.code}>{children}</code>;
}

/** A colour sample and its value. */
export function ColourValue({ value }: { value: string }) {
  return (
    <span className={styles.inline}>
      <span aria-hidden="true" className={styles.swatch} style={{ background: value }} />
      <Code>{value}</Code>
    </span>
  );
}

/** `light` and `dark` give this token the same value. */
export function sameInBothThemes(read: (tokens: ThemeTokens) => string): boolean {
  return read(light) === read(dark);
}

/** One token of a scale: its path, its value(s) and a sample drawn with it. */
export interface TokenRow {
  /** The path components write, e.g. `vars.space.md`. */
  token: string;
  /** One value, or one a theme when the themes differ. */
  values: readonly ReactNode[];
  sample: ReactNode;
}

/**
 * The rows of a scale whose tokens are the same in both themes: each key's path under `path`,
 * its value in `scale`, and its sample.
 */
export function scaleRows<K extends string>(
  path: string,
  keys: readonly K[],
  scale: Record<K, string | number>,
  sample: (key: K) => ReactNode,
): TokenRow[] {
  return keys.map((key) => ({
    token: `${path}.${key}`,
    values: [String(scale[key])],
    sample: sample(key),
  }));
}

/** A scale of tokens as a table: token, value(s), sample. */
export function TokenTable({
  caption,
  valueTitles = ['Value'],
  sampleTitle = 'Sample',
  rows,
}: {
  /** Names the table. */
  caption: string;
  /** One title a value column. */
  valueTitles?: readonly string[];
  sampleTitle?: string;
  rows: readonly TokenRow[];
}) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          {valueTitles.map((title) => (
            <th key={title} scope="col">
              {title}
            </th>
          ))}
          <th scope="col">{sampleTitle}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.token}>
            <th scope="row">
              <Code>{row.token}</Code>
            </th>
            {row.values.map((value, index) => (
              <td key={index}>{typeof value === 'string' ? <Code>{value}</Code> : value}</td>
            ))}
            <td>{row.sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
