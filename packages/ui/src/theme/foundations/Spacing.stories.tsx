import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../contract.css';
import { light } from '../tokens';
import { Code, FoundationPage, Section, TokenTable, scaleRows } from './FoundationPage';
import * as styles from './foundations.css';
import { shownPlay } from './foundationPlays';

type Space = keyof typeof light.space;
const spaces = Object.keys(light.space) as Space[];

function Spacing() {
  return (
    <FoundationPage
      title="Spacing"
      lead={
        <>
          One scale for every gap, padding and margin (<Code>vars.space</Code>): a component never
          writes a length of its own, so the rhythm of a screen is the same everywhere. The same in
          both themes.
        </>
      }
    >
      <Section title="Scale" note="Each bar is as long as its token.">
        <TokenTable
          caption="Spacing scale"
          rows={scaleRows('vars.space', spaces, light.space, (space) => (
            <span className={styles.bar} style={{ width: vars.space[space] }} />
          ))}
        />
      </Section>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Spacing',
  render: () => <Spacing />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every step of the spacing scale, drawn at its length. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Spacing scale' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(spaces.length);
    // Each bar is drawn at its token's length.
    for (const [index, space] of spaces.entries()) {
      const bar = rows[index]!.querySelector('td:last-child span')!;
      await expect(`${bar.getBoundingClientRect().width}px`).toBe(
        light.space[space] === '0' ? '0px' : light.space[space],
      );
    }
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
  play: shownPlay('table', 'Spacing scale'),
};
