import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../contract.css';
import type { light } from '../tokens';
import {
  Code,
  FoundationPage,
  Section,
  TokenTable,
  themeTitles,
  themeTokens,
} from './FoundationPage';
import { expectTokenRows, shownPlay } from './foundationPlays';

type Shadow = keyof typeof light.shadow;

/** What each level lifts; a new level must be described here to compile. */
const shadowNotes = {
  sm: 'Resting on the page: cards, a kanban card, the selected segment.',
  md: 'Floating near its trigger: tooltips, toasts, the skip link.',
  lg: 'Above everything: dialogs, side panels, popovers and menus, the command palette, a dragged card.',
} satisfies Record<Shadow, string>;
const shadows = Object.keys(shadowNotes) as Shadow[];

function Elevation() {
  return (
    <FoundationPage
      title="Elevation"
      lead={
        <>
          Three shadows (<Code>vars.shadow</Code>) say how far a surface sits above the page. The
          dark theme draws them darker and denser, since a light shadow does not show on a dark
          ground; a raised surface there is also lighter than the page.
        </>
      }
    >
      <Section title="Shadows">
        <TokenTable
          caption="Shadows"
          valueTitles={themeTitles}
          rows={shadows.map((shadow) => ({
            token: `vars.shadow.${shadow}`,
            values: themeTokens.map(([, tokens]) => tokens.shadow[shadow]),
            sample: (
              <span
                style={{
                  display: 'block',
                  margin: `${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
                  padding: vars.space.md,
                  maxWidth: '260px',
                  background: vars.color.surface.raised,
                  borderRadius: vars.radius.lg,
                  boxShadow: vars.shadow[shadow],
                }}
              >
                {shadowNotes[shadow]}
              </span>
            ),
          }))}
        />
      </Section>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Elevation',
  render: () => <Elevation />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each shadow, its value in both themes, on a raised sample. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expectTokenRows(canvasElement, 'Shadows', shadows.length);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
  play: shownPlay('table', 'Shadows'),
};
