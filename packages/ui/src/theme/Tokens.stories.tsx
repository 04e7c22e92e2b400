import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from './contract.css';
import { light } from './tokens';

// The foundations as designers review them: every colour role, the spacing, radius and type
// scales, drawn from the theme variables so that the Dark story shows the dark values.

const colourGroups = ['surface', 'text', 'border', 'accent', 'row'] as const;
const tones = Object.keys(light.color.tone) as (keyof typeof light.color.tone)[];

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <li style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}>
      <span
        aria-hidden="true"
        style={{
          width: 28,
          height: 28,
          flexShrink: 0,
          background: value,
          border: `1px solid ${vars.color.border.default}`,
          borderRadius: vars.radius.sm,
        }}
      />
      <span style={{ fontSize: vars.font.size.sm }}>{name}</span>
    </li>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 style={{ fontSize: vars.font.size.md, margin: `0 0 ${vars.space.xs}` }}>{title}</h2>
      <ul
        aria-label={title}
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: vars.space.xs,
        }}
      >
        {children}
      </ul>
    </section>
  );
}

function Tokens() {
  return (
    <main
      style={{
        display: 'grid',
        gap: vars.space.md,
        color: vars.color.text.default,
        fontFamily: vars.font.family.body,
      }}
    >
      {colourGroups.map((group) => (
        <Group key={group} title={`Colours: ${group}`}>
          {Object.keys(light.color[group]).map((key) => (
            <Swatch
              key={key}
              name={key}
              value={(vars.color[group] as Record<string, string>)[key]!}
            />
          ))}
        </Group>
      ))}
      <Group title="Colours: tones (solid, subtle)">
        {tones.flatMap((tone) => [
          <Swatch
            key={`${tone}-solid`}
            name={`${tone} solid`}
            value={vars.color.tone[tone].solid}
          />,
          <Swatch
            key={`${tone}-subtle`}
            name={`${tone} subtle`}
            value={vars.color.tone[tone].subtle}
          />,
        ])}
      </Group>
      <Group title="Spacing">
        {Object.keys(light.space).map((key) => (
          <li key={key} style={{ display: 'flex', alignItems: 'center', gap: vars.space.sm }}>
            <span
              aria-hidden="true"
              style={{
                width: vars.space[key as keyof typeof light.space],
                height: 12,
                background: vars.color.accent.solid,
              }}
            />
            <span style={{ fontSize: vars.font.size.sm }}>
              {key} {light.space[key as keyof typeof light.space]}
            </span>
          </li>
        ))}
      </Group>
      <Group title="Type scale">
        {Object.keys(light.font.size).map((key) => (
          <li key={key} style={{ fontSize: vars.font.size[key as keyof typeof light.font.size] }}>
            {key}
          </li>
        ))}
      </Group>
    </main>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
  tags: ['autodocs'],
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every role of the token data is drawn, one item per token. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const group of colourGroups) {
      const list = canvas.getByRole('list', { name: `Colours: ${group}` });
      await expect(within(list).getAllByRole('listitem')).toHaveLength(
        Object.keys(light.color[group]).length,
      );
    }
    await expect(
      within(canvas.getByRole('list', { name: 'Colours: tones (solid, subtle)' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(tones.length * 2);
    await expect(
      within(canvas.getByRole('list', { name: 'Spacing' })).getAllByRole('listitem'),
    ).toHaveLength(Object.keys(light.space).length);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Type scale' })).toBeVisible();
  },
};
