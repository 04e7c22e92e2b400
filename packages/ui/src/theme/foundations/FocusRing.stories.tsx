import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../Button';
import { contrastPairs } from '../contrast';
import { vars } from '../contract.css';
import { focusRingInset, focusRingOutset } from '../focusRing';
import { dark, light } from '../tokens';
import type { ThemeName } from '../tokens';
import { ContrastTable } from './ContrastTable';
import {
  Code,
  ColourValue,
  FoundationPage,
  Section,
  TokenTable,
  themeTitles,
  themeTokens,
} from './FoundationPage';
import * as styles from './foundations.css';

const sampleBox = {
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
} as const;

function FocusRing() {
  return (
    <FoundationPage
      title="Focus ring"
      lead={
        <>
          One ring for the whole design system: every control, link, cell, tab and panel focused by
          keyboard draws it, so a person moving by keyboard learns one mark and finds it wherever
          focus goes. An outline, not a border or a shadow: it takes no room, so nothing moves when
          focus arrives, and forced-colours mode keeps it. Components take it from{' '}
          <Code>theme/focusRing.ts</Code> and never draw their own.
        </>
      }
    >
      <Section title="Tokens">
        <TokenTable
          caption="Focus ring tokens"
          valueTitles={themeTitles}
          rows={[
            {
              token: 'vars.focus.width',
              values: themeTokens.map(([, tokens]) => tokens.focus.width),
              sample: 'The outline is this wide, solid.',
            },
            {
              token: 'vars.focus.offset',
              values: themeTokens.map(([, tokens]) => tokens.focus.offset),
              sample: 'Gap between the element and the ring (outset).',
            },
            {
              token: 'vars.color.border.focus',
              values: themeTokens.map(([, tokens]) => (
                <ColourValue key={tokens.color.border.focus} value={tokens.color.border.focus} />
              )),
              sample: 'Stands out on every surface of its theme (3:1 or more, below).',
            },
          ]}
        />
      </Section>
      <Section title="Where it is drawn">
        <div className={styles.grid}>
          <figure className={styles.tile} style={{ margin: 0 }}>
            <figcaption>
              <Code>focusRingOutset</Code>: the usual place, <Code>focus.offset</Code> outside the
              edge.
            </figcaption>
            <span aria-hidden="true" style={{ ...sampleBox, ...focusRingOutset }}>
              A focused control
            </span>
          </figure>
          <figure className={styles.tile} style={{ margin: 0 }}>
            <figcaption>
              <Code>focusRingInset</Code>: inside the edge, where a container would clip it (a table
              cell, a tab, a list option).
            </figcaption>
            <span aria-hidden="true" style={{ ...sampleBox, ...focusRingInset }}>
              A focused cell
            </span>
          </figure>
        </div>
      </Section>
      <Section
        title="On a real control"
        note="Press Tab: the button below shows the ring; a click does not (focus-visible)."
      >
        <div>
          <Button>Focus me by keyboard</Button>
        </div>
      </Section>
      <Section title="Contrast">
        <ContrastTable
          caption="The focus ring on each surface: WCAG AA asks 3:1"
          pairs={contrastPairs.filter((pair) => pair.foreground === 'border.focus')}
        />
      </Section>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Focus ring',
  render: () => <FocusRing />,
  parameters: { windowSize: { width: 1024, height: 900 } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to the button: React Aria marks it focus-visible and it draws the theme's ring. */
async function checkRing(canvasElement: HTMLElement, theme: ThemeName) {
  const button = within(canvasElement).getByRole('button', { name: 'Focus me by keyboard' });
  await userEvent.tab();
  while (document.activeElement !== button && canvasElement.contains(document.activeElement)) {
    await userEvent.tab();
  }
  await expect(button).toHaveFocus();
  const style = getComputedStyle(button);
  const tokens = theme === 'dark' ? dark : light;
  await expect(style.outlineStyle).toBe('solid');
  await expect(style.outlineWidth).toBe(tokens.focus.width);
  await expect(style.outlineOffset).toBe(tokens.focus.offset);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(tokens.color.border.focus.slice(i, i + 2), 16));
  await expect(style.outlineColor).toBe(`rgb(${r}, ${g}, ${b})`);
}

/** The tokens, both placements, the ring on a focused button and its contrast. */
export const Light: Story = {
  play: async ({ canvasElement }) => checkRing(canvasElement, 'light'),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => checkRing(canvasElement, 'dark'),
};
