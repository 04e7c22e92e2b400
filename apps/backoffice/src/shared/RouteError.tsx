import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { PageFailed } from './PageStatus';

interface Props {
  children: ReactNode;
  /** Changing it (the location's key) clears a shown error, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey?: string;
}

/**
 * Shown when a screen fails to load (a chunk missing after a deploy) or throws while it
 * renders. An error boundary of our own: the declarative router (see routes.tsx) has no
 * errorElement.
 */
export class RouteError extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <PageFailed message={this.state.error.message} />;
    return this.props.children;
  }
}
