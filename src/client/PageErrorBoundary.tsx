import { Component, type ReactNode } from "react";

const ERROR_TITLE = "Page Error";

interface State {
  error?: Error;
  /** The route module the error came from. */
  module?: unknown;
}

/**
 * Catches a page that throws while rendering: the rest of the site (navbar, footer) keeps working, the
 * visitor sees what went wrong, and 'Try again' renders the page anew.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; module: unknown }, State> {
  state: State = {};
  /** The page's own title, put back when 'Try again' succeeds. */
  private pageTitle?: string;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  /** A new build of the page (a save in `edsite dev`) is tried afresh: it may be the writer's fix. */
  static getDerivedStateFromProps(props: { module: unknown }, state: State): Partial<State> | null {
    if (props.module === state.module) return null;
    return { module: props.module, error: undefined };
  }

  componentDidCatch(): void {
    if (document.title !== ERROR_TITLE) this.pageTitle = document.title;
    document.title = ERROR_TITLE;
  }

  private retry = (): void => {
    if (this.pageTitle !== undefined) document.title = this.pageTitle;
    this.setState({ error: undefined });
  };

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="page-error" role="alert">
        <h1>This page crashed.</h1>
        <button type="button" className="button" onClick={this.retry}>
          Try again
        </button>
        <ul className="page-error-messages">
          {errorChain(error).map((message, i) => (
            <li key={i}>{message}</li>
          ))}
        </ul>
      </div>
    );
  }
}

/** The error's message, then each `cause` in its chain. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 10; depth++) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}
