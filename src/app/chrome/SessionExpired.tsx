// The services refuse the session's tokens even after one renewal, so the portal stopped calling them
// (src/session/serviceTokens.ts) and asks the person to sign in again. Announced at once (role="alert"); the page
// behind it stays readable. Signing in returns to the same page. Loaded only when a session has expired.
import { Alert, Button } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import { useLingui } from '@lingui/react/macro';
import classes from './SessionExpired.module.css';

export default function SessionExpired({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useLingui();
  return (
    <div className={classes.prompt}>
      <Alert color="orange" variant="filled" role="alert">
        <p>{t`Your session has expired. Sign in again.`}</p>
        <Button color="orange.9" onClick={onSignIn}>
          {t`Sign in`}
        </Button>
      </Alert>
    </div>
  );
}
