// A failed screen or widget shows what happened and a way on, and the rest of the portal keeps working.
import { Alert, Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';

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
      <Alert color="red" role="alert" title={<Trans>This part of the portal failed</Trans>}>
        <p>{this.state.error.message}</p>
        <Button variant="outline" color="red" onClick={() => this.setState({ error: undefined })}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
}
