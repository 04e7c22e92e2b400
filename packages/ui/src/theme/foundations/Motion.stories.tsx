import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../../Button';
import { vars } from '../contract.css';
import { light } from '../tokens';
import { Code, FoundationPage, Section, TokenTable, scaleRows } from './FoundationPage';
import * as styles from './foundations.css';
import { shownPlay } from './foundationPlays';

type Duration = keyof typeof light.motion.duration;
type Easing = keyof typeof light.motion.easing;

/** What each duration is for; a new duration must be described here to compile. */
const durationNotes = {
  fast: 'Hovers, presses and small changes of state.',
  normal: 'Something entering: a popover, a dialog, a toast; a progress bar moving.',
  slow: 'Something large entering: a side panel sliding in, a backdrop.',
} satisfies Record<Duration, string>;
const durations = Object.keys(durationNotes) as Duration[];
const easings = Object.keys(light.motion.easing) as Easing[];

const milliseconds = (value: string) => Number.parseFloat(value);
const longest = Math.max(...durations.map((d) => milliseconds(light.motion.duration[d])));

const REDUCE = '(prefers-reduced-motion: reduce)';

/** The curve of a `cubic-bezier(x1, y1, x2, y2)` easing, time across, progress up. */
function EasingCurve({ value }: { value: string }) {
  const numbers = value.startsWith('cubic-bezier(')
    ? value.slice('cubic-bezier('.length, -1).split(',').map(Number)
    : [];
  if (numbers.length !== 4 || numbers.some(Number.isNaN)) {
    return <span className={styles.muted}>(not a cubic Bézier)</span>;
  }
  const [x1, y1, x2, y2] = numbers as [number, number, number, number];
  const size = 64;
  const at = (x: number, y: number) => `${x * size} ${size - y * size}`;
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      style={{ overflow: 'visible' }}
    >
      <rect width={size} height={size} fill="none" stroke={vars.color.border.default} />
      <path
        d={`M ${at(0, 0)} C ${at(x1, y1)}, ${at(x2, y2)}, ${at(1, 1)}`}
        fill="none"
        stroke={vars.color.accent.solid}
        strokeWidth="2"
      />
    </svg>
  );
}

/** Whether the browser asks for reduced motion now (the system setting). */
function useReducedMotion() {
  const [reduced, setReduced] = useState(() => window.matchMedia(REDUCE).matches);
  useEffect(() => {
    const query = window.matchMedia(REDUCE);
    const change = () => setReduced(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return reduced;
}

/** A dot a duration, moved across its track with the standard easing when pressed. */
function MotionDemo() {
  const [moved, setMoved] = useState(false);
  const reduced = useReducedMotion();
  return (
    <div className={styles.section}>
      <p className={styles.note}>
        This browser asks for reduced motion: <strong>{reduced ? 'yes' : 'no'}</strong>.{' '}
        {reduced
          ? 'The dots jump to the other end at once.'
          : 'Each dot takes its duration to cross, with the standard easing.'}
      </p>
      <div>
        <Button size="sm" aria-pressed={moved} onPress={() => setMoved((m) => !m)}>
          Move the dots
        </Button>
      </div>
      <ul aria-label="Durations in motion" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {durations.map((duration) => (
          <li
            key={duration}
            className={styles.inline}
            style={{ display: 'flex', marginBottom: vars.space.xs }}
          >
            <Code>{duration}</Code>
            <span
              style={{
                position: 'relative',
                width: '240px',
                height: vars.space.lg,
                background: vars.color.surface.sunken,
                borderRadius: vars.radius.full,
              }}
            >
              <span
                data-duration={duration}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: vars.space.lg,
                  height: vars.space.lg,
                  borderRadius: vars.radius.full,
                  background: vars.color.accent.solid,
                  transform: moved ? 'translateX(224px)' : 'none',
                  transition: `transform ${vars.motion.duration[duration]} ${vars.motion.easing.standard}`,
                }}
              />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Motion() {
  return (
    <FoundationPage
      title="Motion"
      lead={
        <>
          Motion says where something came from and where it went: three durations and one easing (
          <Code>vars.motion</Code>). For someone who asks their system to reduce motion, nothing
          slides or fades.
        </>
      }
    >
      <Section title="Durations">
        <TokenTable
          caption="Durations"
          sampleTitle="Length, and what it is for"
          rows={scaleRows('vars.motion.duration', durations, light.motion.duration, (duration) => (
            <span className={styles.tile}>
              <span
                className={styles.bar}
                style={{
                  width: `${(milliseconds(light.motion.duration[duration]) / longest) * 240}px`,
                }}
              />
              {durationNotes[duration]}
            </span>
          ))}
        />
      </Section>
      <Section title="Easing" note="Fast out, slow in: a thing arrives quickly and settles.">
        <TokenTable
          caption="Easings"
          sampleTitle="Curve (time across, progress up)"
          rows={scaleRows('vars.motion.easing', easings, light.motion.easing, (easing) => (
            <EasingCurve value={light.motion.easing[easing]} />
          ))}
        />
      </Section>
      <Section
        title="Reduced motion"
        note={
          <>
            With the system&apos;s Reduce motion setting, every animation ends at once (its end
            events still fire) and nothing transitions (<Code>theme/global.css.ts</Code>); the
            spinner stands still. Storybook&apos;s tests run with it on.
          </>
        }
      >
        <MotionDemo />
      </Section>
    </FoundationPage>
  );
}

const meta = {
  title: 'Foundations/Motion',
  render: () => <Motion />,
  parameters: { windowSize: { width: 1024, height: 900 } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The durations and the easing; the dots cross their tracks in their durations, or at once
 * under reduced motion (the test-runner asks for it, so the play checks the global rule).
 */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Move the dots' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const reduced = window.matchMedia(REDUCE).matches;
    await expect(canvas.getByText(reduced ? 'yes' : 'no')).toBeVisible();
    for (const duration of durations) {
      const dot = canvasElement.querySelector(`[data-duration="${duration}"]`)!;
      const style = getComputedStyle(dot);
      if (reduced) await expect(style.transitionProperty).toBe('none');
      else {
        await expect(`${Number.parseFloat(style.transitionDuration) * 1000}ms`).toBe(
          light.motion.duration[duration],
        );
      }
    }
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['!autodocs'],
  play: shownPlay('table', 'Durations'),
};
