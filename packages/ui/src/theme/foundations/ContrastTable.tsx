import { colourOf, contrastRatio, minimumContrast } from '../contrast';
import type { ContrastPair } from '../contrast';
import type { ThemeTokens } from '../tokens';
import { Code, ThemeCells, ThemeHeads } from './FoundationPage';
import * as styles from './foundations.css';

/** The pair drawn in one theme's colours, its ratio, and whether it meets WCAG AA. */
function PairInTheme({ pair, tokens }: { pair: ContrastPair; tokens: ThemeTokens }) {
  const foreground = colourOf(tokens, pair.foreground);
  const background = colourOf(tokens, pair.background);
  const ratio = contrastRatio(foreground, background);
  const passes = ratio >= minimumContrast[pair.kind];
  return (
    <span className={styles.inline}>
      {pair.kind === 'text' ? (
        <span
          aria-hidden="true"
          className={styles.sample}
          style={{ color: foreground, background }}
        >
          Aa
        </span>
      ) : (
        <span
          aria-hidden="true"
          className={styles.sample}
          style={{ background, boxShadow: `inset 0 0 0 2px ${foreground}` }}
        />
      )}
      <span>{ratio.toFixed(2)}:1</span>
      <span className={styles.verdict}>{passes ? 'passes' : 'FAILS'}</span>
    </span>
  );
}

/**
 * Contrast pairs (contrast.ts) with their ratio in each theme, computed from the tokens, each
 * drawn in that theme's colours whatever the page's theme.
 */
export function ContrastTable({
  caption,
  pairs,
}: {
  caption: string;
  pairs: readonly ContrastPair[];
}) {
  return (
    <table className={`${styles.table} ${styles.fixed}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Pair</th>
          <th scope="col">Roles</th>
          <ThemeHeads />
        </tr>
      </thead>
      <tbody>
        {pairs.map((pair) => (
          <tr key={pair.label}>
            <th scope="row">{pair.label}</th>
            <td>
              <Code>{pair.foreground}</Code>
              <span className={styles.muted}> on </span>
              <Code>{pair.background}</Code>
            </td>
            <ThemeCells>{(tokens) => <PairInTheme pair={pair} tokens={tokens} />}</ThemeCells>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
