// A failure as a person reads it: the translated message, "Sign in again" when the session has expired (unless the
// shell's prompt says so already), and the technical account (call, status, the server's words) folded away in a
// "Details" disclosure for support.
import { Button } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { describeError, isPlatformError } from '../platform/errors';
import { ErrorDetails } from './ErrorDetails';
import classes from './errorMessage.module.css';
import { useSignIn } from './signIn';

export interface ErrorMessageProps {
  error: unknown;
  /** Said after the message, e.g. what stays safe meanwhile. */
  children?: ReactNode;
}

export function ErrorMessage({ error, children }: ErrorMessageProps) {
  const { t, i18n } = useLingui();
  const { signIn, prompting } = useSignIn();
  const expired = isPlatformError(error, 'unauthorized');
  return (
    <>
      {expired && prompting ? (
        children
      ) : (
        <p className={classes.message}>
          {i18n._(describeError(error))}
          {children ? <> {children}</> : null}
        </p>
      )}
      {signIn && expired && !prompting ? (
        <Button className={classes.signIn} size="xs" onClick={signIn}>
          {t`Sign in again`}
        </Button>
      ) : null}
      <ErrorDetails error={error} />
    </>
  );
}
