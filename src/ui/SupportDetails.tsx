// Values only support needs (ids, the service's own names, the technical account of a failure), folded away:
// people read what they mean beside it, never these. Plain markup, so the error boundary can show it too.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import classes from './errorDetails.module.css';

export function SupportDetails({ children }: { children: ReactNode }) {
  return (
    <details className={classes.details}>
      <summary>
        <Trans>Details for support</Trans>
      </summary>
      <code>{children}</code>
    </details>
  );
}
