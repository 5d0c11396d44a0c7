// Spec §2 unauthorized: signed in, but not allowed into the portal in this organisation.
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusMessage } from '../../ui/StatusMessage';

export default function UnauthorizedScreen() {
  const { t } = useLingui();
  return (
    <StatusMessage title={t`Access denied`} action={{ label: t`Choose another organization`, href: '#/organization' }}>
      <Trans>Your roles do not allow you to use the portal in this organization. Ask an administrator for access.</Trans>
    </StatusMessage>
  );
}
