import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  name: string;
  children: ReactNode;
}

/** Catches a plugin's render errors so the rest of the shell keeps working. */
export class PluginErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.name} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="k-card" role="alert">
        <h2 className="k-card-title">{this.props.name} could not be shown</h2>
        <p className="k-muted">
          Something went wrong while loading this part. The rest of Keel keeps working.
        </p>
        <button
          type="button"
          className="k-btn k-btn--secondary k-btn--sm"
          onClick={() => this.setState({ error: null })}
        >
          Try again
        </button>
      </div>
    );
  }
}
