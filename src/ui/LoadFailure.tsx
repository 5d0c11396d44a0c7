// What failed to load, why (the error's translated message, the technical detail folded away), and a way to try again.
import { Button, Group } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Button.css';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Callout } from './Callout';
import { ErrorMessage } from './ErrorMessage';

export interface LoadFailureProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  /** A warning where the rest of the screen still works without what failed. */
  tone?: 'error' | 'warning';
  /** Other ways on, beside Retry. */
  children?: ReactNode;
}

export function LoadFailure({ title, error, onRetry, tone = 'error', children }: LoadFailureProps) {
  const { t } = useLingui();
  return (
    <Callout tone={tone} title={title}>
      <ErrorMessage error={error} />
      <Group mt="sm" gap="xs">
        <Button variant="outline" color={tone === 'error' ? 'red.9' : undefined} onClick={onRetry}>
          {t`Retry`}
        </Button>
        {children}
      </Group>
    </Callout>
  );
}
