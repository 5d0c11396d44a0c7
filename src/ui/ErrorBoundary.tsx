// A failed screen or widget shows what happened and a way on, and the rest of the portal keeps working.
// Plain markup: the fallback must render even when a component-library chunk is what failed to load.
import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import classes from './errorBoundary.module.css';
import { ErrorDetails } from './ErrorDetails';

interface State {
  error?: Error;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error('Screen failed', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className={classes.failure} role="alert">
        <h2 className={classes.title}>
          <Trans>This part of the portal failed</Trans>
        </h2>
        <p>
          <Trans>Something went wrong while showing it. Try again; if it keeps failing, reload the page.</Trans>
        </p>
        <ErrorDetails error={this.state.error} />
        <button type="button" className={classes.retry} onClick={() => this.setState({ error: undefined })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
}
