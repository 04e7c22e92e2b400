import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';

// Stories only: the state matrices draw every state of a control side by side, for designers
// to review and for one picture. React Aria sets a control's state attributes (`data-hovered`,
// `data-pressed`, `data-focus-visible`…) from real pointer and keyboard events, and the
// components style exactly those attributes; this sets them on a control that nobody touched.
// React leaves an attribute alone while the prop it renders for it keeps its value, so the
// state holds for the picture.

/** A state a matrix forces, as the data attribute React Aria would set. */
export type ForcedStateName =
  'hovered' | 'pressed' | 'focused' | 'focus-visible' | 'focus-within' | 'open';

/** Sets `data-<state>` on every element inside matching `target`, after each render. */
export function ForcedState({
  states,
  target,
  children,
}: {
  /** The states to force; none draws the control at rest. */
  states: readonly ForcedStateName[];
  /** Which elements take the attributes, e.g. `button` or `input`. */
  target: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    for (const element of box.current?.querySelectorAll(target) ?? []) {
      for (const state of states) element.setAttribute(`data-${state}`, 'true');
    }
  });
  return (
    <span ref={box} style={{ display: 'contents' }}>
      {children}
    </span>
  );
}

/** One row of a field's state matrix: what the state is, and the field in it. */
export interface StateRow {
  title: string;
  /** Forced on the control (see ForcedState); the real states are given as props. */
  states?: readonly ForcedStateName[];
  field: ReactNode;
}

/**
 * A matrix's first rows: the same field at rest, hovered and focused (`focused`: the states a
 * focus sets on the matrix's target).
 */
export function restHoverFocus(field: ReactNode, focused: readonly ForcedStateName[]): StateRow[] {
  return [
    { title: 'Rest', field },
    { title: 'Hover', states: ['hovered'], field },
    { title: 'Focus', states: focused, field },
  ];
}

/** The play of a matrix: its table, named `caption`, draws `count` controls of `role`. */
export const stateMatrixPlay =
  (caption: string, role: 'textbox' | 'button', count: number, name?: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const table = within(canvasElement).getByRole('table', { name: caption });
    await expect(within(table).getAllByRole(role, { name })).toHaveLength(count);
  };

/**
 * A field's states one under the other, each named (a field is too wide for a row of them):
 * a table, so that a screen reader reads each state's name with its field.
 */
export function StateMatrixTable({
  caption,
  target,
  rows,
}: {
  caption: string;
  target: string;
  rows: readonly StateRow[];
}) {
  return (
    <table style={{ borderSpacing: '0 12px', width: '100%' }}>
      <caption style={{ textAlign: 'start', fontWeight: 600 }}>{caption}</caption>
      <tbody>
        {rows.map(({ title, states = [], field }) => (
          <tr key={title}>
            <th scope="row" style={{ width: 96, textAlign: 'start', verticalAlign: 'top' }}>
              {title}
            </th>
            <td>
              <ForcedState states={states} target={target}>
                {field}
              </ForcedState>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
