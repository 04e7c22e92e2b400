import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { colourOf, contrastPairs, contrastRatio, minimumContrast } from '../contrast';
import type { ColourRole } from '../contrast';
import { light } from '../tokens';
import type { ThemeTokens } from '../tokens';
import { ContrastTable } from './ContrastTable';
import {
  Code,
  ColourValue,
  FoundationPage,
  Section,
  ThemeCells,
  ThemeHeads,
} from './FoundationPage';
import * as styles from './foundations.css';
import { expectTokenRows, shownPlay } from './foundationPlays';

type ColourGroup = keyof ThemeTokens['color'];

/** What each group of roles is for; a new group must be described here to compile. */
const groupNotes = {
  surface:
    'Grounds. The page; raised cards, tables and panels; sunken wells, inputs and headers; overlays (popovers, dialogs, menus); the inverse surface of tooltips; the backdrop behind a modal.',
  text: 'Text on those grounds: default, muted (secondary lines), subtle (hints, placeholders), inverse (on the inverse surface), on the accent or a solid tone, and links.',
  border: (
    <>
      Lines: <Code>default</Code> between areas, <Code>strong</Code> for a control&apos;s boundary
      (3:1), <Code>focus</Code> for the focus ring.
    </>
  ),
  accent:
    'The one accent: primary buttons (solid, hovered, pressed), the selected item (subtle) and accent text.',
  tone: 'The one tone vocabulary (neutral, info, success, warning, critical): each tone has a solid fill, a subtle tint, text for the tint and a border. A tone is never the only cue: the words carry the meaning.',
  row: 'Tints of table rows, by tone (a neutral row is not tinted), and the hovered and selected row.',
} satisfies Record<ColourGroup, ReactNode>;

/** Every colour role of a group, as paths: `surface.page`, `tone.info.solid`… */
function rolesOf(group: ColourGroup): ColourRole[] {
  const walk = (value: object, prefix: string): string[] =>
    Object.entries(value).flatMap(([key, child]) =>
      typeof child === 'string' ? [`${prefix}${key}`] : walk(child as object, `${prefix}${key}.`),
    );
  return walk(light.color[group], `${group}.`) as ColourRole[];
}

const groups = Object.keys(groupNotes) as ColourGroup[];

function RoleTable({ group }: { group: ColourGroup }) {
  return (
    <table className={`${styles.table} ${styles.fixed}`}>
      <caption>Roles of {group}</caption>
      <thead>
        <tr>
          <th scope="col">Role</th>
          <ThemeHeads />
        </tr>
      </thead>
      <tbody>
        {rolesOf(group).map((role) => (
          <tr key={role}>
            <th scope="row">
              <Code>vars.color.{role}</Code>
            </th>
            <ThemeCells>{(tokens) => <ColourValue value={colourOf(tokens, role)} />}</ThemeCells>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Colour() {
  return (
    <FoundationPage
      title="Colour"
      lead={
        <>
          Components never use a colour, only a role (<Code>vars.color.text.muted</Code>): each
          theme gives every role its value, so a component is right in both themes. The values below
          are read from the tokens (<Code>packages/ui/src/theme/tokens.ts</Code>), the ratios
          computed from them; the unit tests fail if a pair drops under WCAG AA.
        </>
      }
    >
      {groups.map((group) => (
        <Section
          key={group}
          title={`${group[0]!.toUpperCase()}${group.slice(1)}`}
          note={groupNotes[group]}
        >
          <RoleTable group={group} />
        </Section>
      ))}
      <Section
        title="Contrast of the main pairs"
        note="Each ratio is computed from the two themes' tokens (contrast.ts), the same list the unit tests check."
      >
        <ContrastTable
          caption={`Text on its ground: WCAG AA asks ${minimumContrast.text}:1`}
          pairs={contrastPairs.filter((pair) => pair.kind === 'text')}
        />
        <ContrastTable
          caption={`Focus ring and control boundaries: WCAG AA asks ${minimumContrast['non-text']}:1`}
          pairs={contrastPairs.filter((pair) => pair.kind === 'non-text')}
        />
      </Section>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Colour',
  render: () => <Colour />,
  parameters: { windowSize: { width: 1024, height: 1400 } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every role in both themes, and the ratio of every pair the components draw. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const group of groups) {
      await expectTokenRows(canvasElement, `Roles of ${group}`, rolesOf(group).length);
    }
    const text = canvas.getByRole('table', { name: /^Text on its ground/ });
    const rows = within(text).getAllByRole('row');
    await expect(rows).toHaveLength(contrastPairs.filter((p) => p.kind === 'text').length + 1);
    // The first pair, text on the page, with the light ratio computed from the tokens.
    const ratio = contrastRatio(light.color.text.default, light.color.surface.page).toFixed(2);
    await expect(within(rows[1]!).getAllByText(`${ratio}:1`)[0]).toBeVisible();
    await expect(canvas.queryByText('FAILS')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
  play: shownPlay('table', 'Roles of surface'),
};
