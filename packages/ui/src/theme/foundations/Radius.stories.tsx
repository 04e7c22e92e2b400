import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../contract.css';
import { light } from '../tokens';
import { Code, FoundationPage, Section, TokenTable, scaleRows } from './FoundationPage';
import { expectTokenRows, shownPlay } from './foundationPlays';

type Radius = keyof typeof light.radius;
const radii = Object.keys(light.radius) as Radius[];

function RadiusPage() {
  return (
    <FoundationPage
      title="Radius"
      lead={
        <>
          Corner radii (<Code>vars.radius</Code>): small for checkboxes, tabs and tooltips, medium
          for buttons, inputs, tables and toasts, large for cards, dialogs and the command palette,
          full for badges, radios, switches and pills. The same in both themes.
        </>
      }
    >
      <Section title="Scale">
        <TokenTable
          caption="Radius scale"
          rows={scaleRows('vars.radius', radii, light.radius, (radius) => (
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: vars.space.xxxl,
                height: vars.space.xxl,
                background: vars.color.accent.subtle,
                border: `1px solid ${vars.color.border.strong}`,
                borderRadius: vars.radius[radius],
              }}
            />
          ))}
        />
      </Section>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Radius',
  render: () => <RadiusPage />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every corner radius, drawn on a sample. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expectTokenRows(canvasElement, 'Radius scale', radii.length);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
  play: shownPlay('table', 'Radius scale'),
};
