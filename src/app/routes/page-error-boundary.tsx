import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '@/ui';

interface Props {
  readonly children: ReactNode;
  /** The translated "something went wrong" and retry texts. */
  readonly message: string;
}

interface State {
  readonly failed: boolean;
}

/**
 * A page that throws while rendering shows "something went wrong" with a
 * retry in its place; the chrome around it keeps working (no blank screen).
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept visible for whoever reads the console; the user sees the retry view.
    console.error('Page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed)
      return <ErrorState message={this.props.message} onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
