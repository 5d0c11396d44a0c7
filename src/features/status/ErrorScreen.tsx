// Spec §2 error: a failure nothing else explains.
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusMessage } from '../../ui/StatusMessage';

export default function ErrorScreen() {
  const { t } = useLingui();
  return (
    <StatusMessage title={t`Something went wrong`} action={{ label: t`Go to the home page`, href: '#/home' }}>
      <Trans>The portal ran into an error. Try again; if it keeps happening, contact your administrator.</Trans>
    </StatusMessage>
  );
}
