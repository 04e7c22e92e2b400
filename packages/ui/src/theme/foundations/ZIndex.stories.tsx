import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../contract.css';
import { light } from '../tokens';
import { Code, FoundationPage, Section, TokenTable, scaleRows } from './FoundationPage';
import * as styles from './foundations.css';
import { expectTokenRows, shownPlay } from './foundationPlays';

type Layer = keyof typeof light.zIndex;

/** What each layer holds; a new layer must be described here to compile. */
const layerNotes = {
  sticky: 'What stays in place as the page scrolls: the app bar.',
  overlay:
    'What opens above the page: popovers, menus, dialogs, side panels, the command palette, the image preview, the skip link.',
  toast: 'Toasts, above everything, even an open dialog.',
} satisfies Record<Layer, string>;
const layers = Object.keys(layerNotes) as Layer[];

function ZIndex() {
  return (
    <FoundationPage
      title="Z-index"
      lead={
        <>
          Three layers for what sits above the page (<Code>vars.zIndex</Code>): a component that
          sticks or opens over the page takes one of them rather than a number of its own, so what
          is on top of what is decided here once.
        </>
      }
    >
      <Section title="Layers">
        <TokenTable
          caption="Layers"
          sampleTitle="What it holds"
          rows={scaleRows('vars.zIndex', layers, light.zIndex, (layer) => layerNotes[layer])}
        />
      </Section>
      <Section
        title="Stacked"
        note="Each card is drawn at its layer's z-index: the higher layer covers the lower."
      >
        <div
          role="img"
          aria-label={`Layers from bottom to top: ${layers.join(', ')}`}
          style={{ position: 'relative', isolation: 'isolate', height: '120px' }}
        >
          {[...layers].reverse().map((layer, index) => (
            <span
              key={layer}
              className={styles.tile}
              style={{
                position: 'absolute',
                top: `calc(${index} * ${vars.space.xl})`,
                left: `calc(${index} * ${vars.space.xxxl})`,
                zIndex: vars.zIndex[layer],
                width: '240px',
                height: vars.space.xxxl,
                padding: vars.space.md,
                background: vars.color.surface.raised,
                border: `1px solid ${vars.color.border.strong}`,
                borderRadius: vars.radius.lg,
                boxShadow: vars.shadow.md,
              }}
            >
              <Code>{`zIndex.${layer} ${light.zIndex[layer]}`}</Code>
            </span>
          ))}
        </div>
      </Section>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Z-index',
  render: () => <ZIndex />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The layers in order, each drawn above the one before. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expectTokenRows(canvasElement, 'Layers', layers.length);
    const values = layers.map((layer) => Number(light.zIndex[layer]));
    await expect([...values].sort((a, b) => a - b)).toEqual(values);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
  play: shownPlay('table', 'Layers'),
};
