import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../contract.css';
import { light } from '../tokens';
import { Code, FoundationPage, Section, TokenTable, scaleRows } from './FoundationPage';
import * as styles from './foundations.css';
import { expectTokenRows, shownPlay } from './foundationPlays';

type Family = keyof typeof light.font.family;
type Size = keyof typeof light.font.size;
type Weight = keyof typeof light.font.weight;
type LineHeight = keyof typeof light.font.lineHeight;

/** What each typeface is for; a new family must be described here to compile. */
const familyNotes = {
  body: 'All text: labels, body, headings, numbers in tables.',
  mono: 'Keys and ids (a request number, an API key), and code.',
} satisfies Record<Family, string>;

/** The family a stack asks for first: the design system's own, served with it. */
const servedFamily = (stack: string) => stack.split(',')[0]!.trim().replace(/^"|"$/g, '');

const families = Object.keys(familyNotes) as Family[];
const sizes = Object.keys(light.font.size) as Size[];
const weights = Object.keys(light.font.weight) as Weight[];
const lineHeights = Object.keys(light.font.lineHeight) as LineHeight[];

const specimen = 'Bureau lumineux de 42 m² près de la République, 7 900,00 € par mois';
const glyphs =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 àâçéèêëîïôœùûü « » – … €';
const paragraph =
  'Les demandes de contact arrivent sur le tableau ; chaque carte dit qui demande quel bureau, pour quand, et depuis combien de jours elle attend une réponse.';

function Typography() {
  return (
    <FoundationPage
      title="Typography"
      lead={
        <>
          The design system serves its own typefaces, so every machine and every screenshot shows
          the same letters: the variable fonts of Inter and JetBrains Mono, Latin and Latin Extended
          (<Code>packages/ui/src/theme/fonts.css</Code>, loaded by <Code>ThemeProvider</Code>).
          Sizes, weights and line heights come from <Code>vars.font</Code>.
        </>
      }
    >
      <Section title="Typefaces">
        <div className={styles.wideGrid}>
          {families.map((family) => (
            <figure key={family} className={styles.tile} style={{ margin: 0 }}>
              <figcaption>
                <strong>{servedFamily(light.font.family[family])}</strong>{' '}
                <Code>vars.font.family.{family}</Code>
                <br />
                <span className={styles.muted}>{familyNotes[family]}</span>
              </figcaption>
              <p
                style={{
                  margin: 0,
                  fontFamily: vars.font.family[family],
                  fontSize: vars.font.size.xl,
                  lineHeight: vars.font.lineHeight.tight,
                }}
              >
                {family === 'mono' ? 'REQ-1542 · key_7f3a9c' : specimen}
              </p>
              <p style={{ margin: 0, fontFamily: vars.font.family[family] }}>{glyphs}</p>
            </figure>
          ))}
        </div>
        <p className={styles.note}>
          The whole stack, for a character the fonts lack: <Code>{light.font.family.body}</Code>
        </p>
      </Section>

      <Section title="Sizes" note="In px: a size never scales with the viewport.">
        <TokenTable
          caption="Type sizes"
          rows={scaleRows('vars.font.size', sizes, light.font.size, (size) => (
            <span
              style={{ fontSize: vars.font.size[size], lineHeight: vars.font.lineHeight.tight }}
            >
              Demande de visite n° 1542
            </span>
          ))}
        />
      </Section>

      <Section title="Weights">
        <TokenTable
          caption="Font weights"
          rows={scaleRows('vars.font.weight', weights, light.font.weight, (weight) => (
            <span style={{ fontWeight: vars.font.weight[weight], fontSize: vars.font.size.lg }}>
              Bureau lumineux, 7 900,00 €
            </span>
          ))}
        />
      </Section>

      <Section
        title="Line heights"
        note="Tight for headings and single lines in controls, normal for running text."
      >
        <div className={styles.wideGrid}>
          {lineHeights.map((lineHeight) => (
            <figure key={lineHeight} className={styles.tile} style={{ margin: 0 }}>
              <figcaption>
                <Code>vars.font.lineHeight.{lineHeight}</Code>{' '}
                <Code>{light.font.lineHeight[lineHeight]}</Code>
              </figcaption>
              <p
                style={{
                  margin: 0,
                  maxWidth: '36ch',
                  lineHeight: vars.font.lineHeight[lineHeight],
                  background: vars.color.surface.sunken,
                }}
              >
                {paragraph}
              </p>
            </figure>
          ))}
        </div>
      </Section>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Typography',
  render: () => <Typography />,
  parameters: { windowSize: { width: 1024, height: 1150 } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each typeface, every size, weight and line height of the tokens. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTokenRows(canvasElement, 'Type sizes', sizes.length);
    await expectTokenRows(canvasElement, 'Font weights', weights.length);
    // The specimen asks for the served font first (the runner fails a picture drawn in a
    // machine's font).
    const sample = canvas.getByText(specimen);
    await expect(getComputedStyle(sample).fontFamily).toMatch(/^"Inter Variable"/);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
  play: shownPlay('table', 'Type sizes'),
};
