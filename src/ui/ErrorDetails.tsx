// The technical account of a failure (the call, its status, the server's words), folded away for support: people
// read the translated message beside it, never this. Plain markup, so the error boundary can show it too.
import { Trans } from '@lingui/react/macro';
import { errorDetails } from '../platform/errors';
import classes from './errorDetails.module.css';

export function ErrorDetails({ error }: { error: unknown }) {
  const detail = errorDetails(error);
  if (detail === undefined) return null;
  return (
    <details className={classes.details}>
      <summary>
        <Trans>Details for support</Trans>
      </summary>
      <code>{detail}</code>
    </details>
  );
}
