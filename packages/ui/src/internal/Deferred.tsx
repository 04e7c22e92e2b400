import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';

interface DeferredProps {
  /** What shows while the code loads: the part as it looks at rest, drawn with its classes. */
  standIn: ReactNode;
  /** The part itself, a `React.lazy` component: its code loads when this renders. */
  children: ReactNode;
  /**
   * What shows if the code cannot load (offline).
   * @default the stand-in
   */
  failed?: ReactNode;
}

/**
 * The part of a component that only works once pressed (a menu and its popover), loaded just
 * after the screen's first paint behind a stand-in that looks the same, as the date fields and
 * DeferredSelect are: a route's first paint then carries the trigger's look, not the menu's
 * collections, selection and positioning. If the code cannot load (offline) the stand-in
 * (or `failed`) stays, rather than failing the whole screen.
 */
export class Deferred extends Component<DeferredProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { standIn, children, failed = standIn } = this.props;
    return this.state.failed ? failed : <Suspense fallback={standIn}>{children}</Suspense>;
  }
}
