// Spec §2/§8 fatal-error banner: nothing can work without a realm or an identity provider.
import { Alert, Button } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { realmLookupFailed } from '../../platform/messages';
import type { SessionFailure } from '../../../machines/session.machine';

const messages = {
  realmLookup: realmLookupFailed,
  identity: msg`The sign-in service could not be reached. Please retry in a moment.`,
  config: msg`The portal's configuration (config.json) is invalid. Please contact your administrator.`,
};

export default function FatalBanner({ failure, detail }: { failure: SessionFailure | 'config'; detail?: string }) {
  const { t, i18n } = useLingui();
  return (
    <Alert color="red" role="alert" title={t`The portal cannot start`} m="md">
      <p>{i18n._(messages[failure])}</p>
      {detail && <p>{detail}</p>}
      <Button color="red.9" onClick={() => location.reload()}>
        {t`Retry`}
      </Button>
    </Alert>
  );
}
