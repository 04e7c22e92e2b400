import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../Button';
import { Icon, iconNames, iconSizes } from '../../Icon';
import type { IconSize } from '../../Icon';
import { vars } from '../contract.css';
import { Code, FoundationPage, Section } from './FoundationPage';
import * as styles from './foundations.css';
import { shownPlay } from './foundationPlays';

/** The size each `size` gives an icon, as the page says it. */
const sizeNotes = {
  inline: 'The text around it (1em)',
  sm: '14 px, vars.font.size.md',
  md: '16 px, vars.font.size.lg',
  lg: '20 px, vars.font.size.xl',
  xl: '24 px, vars.font.size.xxl',
} satisfies Record<IconSize, string>;

function Icons() {
  return (
    <FoundationPage
      title="Icons"
      lead={
        <>
          One set of icons drawn in SVG on a 24 × 24 grid with a 2 px stroke, in the colour of the
          text (<Code>{'<Icon name="download" />'}</Code>). They look the same on every system,
          which characters such as ▾ or ✕ do not: their weight and size change with the
          system&apos;s fonts. An icon is always decorative: the control that holds it carries the
          name, and information is never given by an icon alone.
        </>
      }
    >
      <Section
        title="The set"
        note="Each icon at size lg (20 px), with the value its name prop takes."
      >
        <ul className={styles.iconGrid} aria-label="Icons">
          {iconNames.map((name) => (
            <li key={name} className={styles.iconTile}>
              <Icon name={name} size="lg" />
              <Code>{name}</Code>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Sizes" note="Sizes follow the type scale, so an icon grows with its text.">
        <ul className={styles.iconGrid} aria-label="Icon sizes">
          {iconSizes.map((size) => (
            <li key={size} className={styles.iconTile}>
              <span style={{ fontSize: vars.font.size.md }}>
                <Icon name="calendar" size={size} />
              </span>
              <Code>{size}</Code>
              <span>{sizeNotes[size]}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title="In a control"
        note="Beside the words, or alone in an icon-only button named by aria-label."
      >
        <span style={{ display: 'flex', gap: vars.space.md, alignItems: 'center' }}>
          <Button icon={<Icon name="download" />}>Export</Button>
          <Button iconOnly aria-label="Delete office 42" variant="ghost">
            <Icon name="trash" size="md" />
          </Button>
          <Button iconOnly aria-label="Edit office 42" variant="secondary">
            <Icon name="edit" size="md" />
          </Button>
        </span>
      </Section>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Icons',
  render: () => <Icons />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon, its sizes, and icons inside buttons. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const set = canvas.getByRole('list', { name: 'Icons' });
    await expect(within(set).getAllByRole('listitem')).toHaveLength(iconNames.length);
    // Decorative everywhere: no icon is in the accessibility tree.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(canvas.getByRole('button', { name: 'Delete office 42' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
  play: shownPlay('list', 'Icons'),
};
