import { Component, lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import type { SavedViewScreen } from '@backoffice/domain';
import { ViewsMenuStandIn } from '@backoffice/ui';

// The menu, its dialogs and their calls load just after the screen's first paint: a list's
// first download carries none of it. Until then the button's stand-in holds its place, so the
// header row does not move when the menu arrives (on a slow machine, after the list).
const ViewsControl = lazy(() => import('./ViewsControl'));

/** If the menu's code cannot load (offline), the screen goes on without it. */
class NothingOnFailure extends Component<{ children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The Views menu of a screen: its saved views, Save view…, and one's default. */
export function ScreenViews({
  screen,
  size,
}: {
  screen: SavedViewScreen;
  /** The button's height: `sm` beside the board's title, whose row is tight. */
  size?: 'sm' | 'md';
}) {
  return (
    <NothingOnFailure>
      <Suspense fallback={<ViewsMenuStandIn size={size} />}>
        <ViewsControl screen={screen} size={size} />
      </Suspense>
    </NothingOnFailure>
  );
}
