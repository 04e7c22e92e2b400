import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../Button';
import type { ButtonSize } from '../../Button';
import { vars } from '../contract.css';
import { light } from '../tokens';
import { Code, FoundationPage, Section, TokenTable, scaleRows } from './FoundationPage';
import { shownPlay } from './foundationPlays';

type ControlHeight = keyof typeof light.size;

/** The Button size drawn at each height; a new height must be given one to compile. */
const buttonSizeOf = {
  controlSm: 'sm',
  controlMd: 'md',
  controlLg: 'lg',
} satisfies Record<ControlHeight, ButtonSize>;
const heights = Object.keys(buttonSizeOf) as ControlHeight[];

function ControlHeights() {
  return (
    <FoundationPage
      title="Control heights"
      lead={
        <>
          Buttons, fields, selects and segmented controls share three heights (
          <Code>vars.size</Code>), so controls side by side line up: small in dense rows and
          toolbars, medium in forms (the default), large where a control needs more room.
        </>
      }
    >
      <Section
        title="Heights"
        note="Each bar is as tall as its token; the button beside it uses it."
      >
        <TokenTable
          caption="Control heights"
          sampleTitle="Height, and a button of that size"
          rows={scaleRows('vars.size', heights, light.size, (height) => (
            <span style={{ display: 'flex', alignItems: 'center', gap: vars.space.md }}>
              <span
                aria-hidden="true"
                style={{
                  display: 'block',
                  width: vars.space.sm,
                  height: vars.size[height],
                  background: vars.color.accent.solid,
                  borderRadius: vars.radius.sm,
                }}
              />
              <Button size={buttonSizeOf[height]}>{`Button size ${buttonSizeOf[height]}`}</Button>
            </span>
          ))}
        />
      </Section>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Control heights',
  render: () => <ControlHeights />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each height, and the button of that size is exactly as tall. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const height of heights) {
      const button = canvas.getByRole('button', { name: `Button size ${buttonSizeOf[height]}` });
      await expect(`${button.getBoundingClientRect().height}px`).toBe(light.size[height]);
    }
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
  play: shownPlay('table', 'Control heights'),
};
