// Spec §2 /404: any path that is not a screen of the portal.
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusMessage } from '../../ui/StatusMessage';

export default function NotFoundScreen() {
  const { t } = useLingui();
  return (
    <StatusMessage title={t`Page not found`} action={{ label: t`Go to the home page`, href: '#/home' }}>
      <Trans>There is no page at this address. Check the link, or start again from the home page.</Trans>
    </StatusMessage>
  );
}
