// Whose a model or a preset is: the platform's, this organisation's, or the ancestor's that shares it.
import { Text } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import { useLingui } from '@lingui/react/macro';
import { Pill } from '../../../ui/Pill';

export function Owner({ owner, organization }: { owner: string | undefined; organization: string }) {
  const { t } = useLingui();
  if (!owner) return <Pill tone="neutral">{t`Platform`}</Pill>;
  if (owner === organization) return <Pill tone="positive">{t`This organization`}</Pill>;
  return <Text size="sm">{owner}</Text>;
}
