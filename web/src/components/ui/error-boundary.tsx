/**
 * Error boundary with a friendly retry (issue 2 "Web": an error boundary). Catches render errors in
 * its subtree; "Try again" re-mounts the subtree, and `resetKeys` reset it automatically (e.g. on a
 * route change) so one broken page does not stick.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When any of these change, a caught error is cleared. */
  resetKeys?: readonly unknown[];
  /** Replaces the default fallback. */
  fallback?: (props: { error: Error; reset: () => void }) => ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKeys: readonly unknown[];
}

function changed(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));
}

/** Catches render errors below it and shows `ErrorFallback` with a retry. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKeys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    const next = props.resetKeys ?? [];
    if (changed(next, state.resetKeys)) return { resetKeys: next, error: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for support; there is no client error reporting service yet.
    console.error('Greenlight crashed while rendering', error, info.componentStack);
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error) {
      return this.props.fallback ? (
        this.props.fallback({ error, reset: this.reset })
      ) : (
        <ErrorFallback error={error} onRetry={this.reset} />
      );
    }
    return this.props.children;
  }
}
