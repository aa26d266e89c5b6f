import { Component, type ReactNode } from "react";

export interface ErrorBoundaryProps {
  /** What to show instead of the children once they threw; `tryAgain` renders them anew. */
  fallback?: (params: { error: Error; tryAgain: () => void }) => ReactNode;
  children: ReactNode;
}

interface State {
  error?: Error;
}

/**
 * Docusaurus's ErrorBoundary: children that throw while rendering in the browser are replaced by the
 * fallback. The server renders the children (React's server rendering has no boundaries to catch with).
 */
export default class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  private tryAgain = (): void => this.setState({ error: undefined });

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback({ error, tryAgain: this.tryAgain });
    return (
      <div className="error-boundary-fallback" role="alert">
        <p>This part of the page crashed: {error.message}</p>
        <button type="button" className="button button--secondary" onClick={this.tryAgain}>
          Try again
        </button>
      </div>
    );
  }
}
