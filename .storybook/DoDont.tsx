import type { ReactNode } from 'react';

interface Example {
  /** One line: why this one is right, or wrong. */
  reason: string;
  /** The rendered example (a `<Canvas of={…} />` of its story). */
  children: ReactNode;
}

export interface DoDontProps {
  do: Example;
  dont: Example;
}

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: 24,
  // The examples line up when one reason takes a line more than the other.
  alignItems: 'end',
  margin: '16px 0 32px',
} as const;

// The verdict is a word and a mark, not a colour alone: the bar's colour only repeats it.
const caption = (kind: 'do' | 'dont') =>
  ({
    borderTop: `4px solid ${kind === 'do' ? '#1f7a3d' : '#b3261e'}`,
    paddingTop: 8,
    fontSize: 14,
    lineHeight: '20px',
  }) as const;

function Panel({ kind, example }: { kind: 'do' | 'dont'; example: Example }) {
  return (
    <figure style={{ margin: 0, minWidth: 0 }}>
      <figcaption style={caption(kind)}>
        <strong>{kind === 'do' ? '✓ Do' : '✕ Don’t'}</strong>: {example.reason}
      </figcaption>
      {example.children}
    </figure>
  );
}

/**
 * A "Do" and a "Don't" side by side on a component's docs page, each with its one-line reason.
 * The examples are the real components, drawn by their stories.
 */
export function DoDont(props: DoDontProps) {
  return (
    <div style={grid}>
      <Panel kind="do" example={props.do} />
      <Panel kind="dont" example={props.dont} />
    </div>
  );
}
