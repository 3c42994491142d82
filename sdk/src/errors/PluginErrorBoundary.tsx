import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ServerError } from '../ui/ServerError';

interface Props {
  pluginId: string;
  report: (error: unknown, context: { pluginId: string; extra?: Record<string, unknown> }) => void;
  /** Runs before a Retry re-renders the plugin (e.g. to drop a failed lazy chunk). */
  onRetry?: () => void;
  children?: ReactNode;
}

interface State {
  error: unknown;
  attempt: number;
}

/**
 * Keeps a plugin's render error inside the plugin: reports it with the
 * plugin's id and shows ServerError; Retry renders the plugin afresh.
 */
export class PluginErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.report(error, { pluginId: this.props.pluginId, extra: { componentStack: info.componentStack ?? '' } });
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  override render() {
    if (this.state.error) {
      return (
        <ServerError
          title={`"${this.props.pluginId}" stopped working`}
          error={this.state.error}
          onRetry={this.retry}
        />
      );
    }
    return <ErrorBoundaryAttempt key={this.state.attempt}>{this.props.children}</ErrorBoundaryAttempt>;
  }
}

function ErrorBoundaryAttempt({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
