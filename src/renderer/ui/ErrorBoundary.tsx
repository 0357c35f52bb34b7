// The last line of defence: a rendering error anywhere shows a calm message
// with a way back, never a blank window.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Called when the player chooses to go back to the title screen. */
  onReset?: () => void;
  /** A smaller message for a part of the screen instead of the whole app. */
  inline?: boolean;
  label?: string;
}

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('Ryozen: a part of the screen failed to draw', error, info.componentStack);
  }

  private reset = () => {
    this.setState({ error: null });
    this.props.onReset?.();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.inline) {
      return (
        <div className="inline-error" role="alert">
          {this.props.label ?? 'This panel'} could not be drawn ({error.message}).{' '}
          <button type="button" className="link-button" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
        </div>
      );
    }
    return (
      <div className="crash-screen" role="alertdialog" aria-labelledby="crash-title">
        <div className="dialog">
          <h2 id="crash-title">Something went wrong on this screen</h2>
          <p>The game itself is safe: it lives in the main process and was saved after the last turn. You can go back to the title screen and continue from there.</p>
          <pre className="crash-detail">{error.message}</pre>
          <button type="button" className="primary" onClick={this.reset} autoFocus>
            Back to the title screen
          </button>
        </div>
      </div>
    );
  }
}
