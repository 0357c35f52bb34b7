// The last line of defence: a rendering error anywhere shows a calm message
// with a way back, never a blank window.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useWords } from '../i18n.js';

interface Props {
  children: ReactNode;
  /** Called when the player chooses to go back to the title screen. */
  onReset?: () => void;
  /** A smaller message for a part of the screen instead of the whole app. */
  inline?: boolean;
  label?: string;
}

/** The part that failed, in words, with a way to draw it again. */
function InlineError({ label, detail, onRetry }: { label?: string; detail: string; onRetry: () => void }) {
  const w = useWords();
  return (
    <div className="inline-error" role="alert">
      {w.t('screens.error.inline', { part: label ?? w.t('screens.error.thisPanel'), detail })}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {w.t('screens.error.retry')}
      </button>
    </div>
  );
}

/** The whole screen failed: the game is safe, and the title screen is a click away. */
function CrashScreen({ detail, onReset }: { detail: string; onReset: () => void }) {
  const w = useWords();
  return (
    <div className="crash-screen" role="alertdialog" aria-labelledby="crash-title">
      <div className="dialog">
        <h2 id="crash-title">{w.t('screens.error.crash.title')}</h2>
        <p>{w.t('screens.error.crash.text')}</p>
        <pre className="crash-detail">{detail}</pre>
        <button type="button" className="primary" onClick={onReset} autoFocus>
          {w.t('screens.error.crash.back')}
        </button>
      </div>
    </div>
  );
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
      return <InlineError label={this.props.label} detail={error.message} onRetry={() => this.setState({ error: null })} />;
    }
    return <CrashScreen detail={error.message} onReset={this.reset} />;
  }
}
