// Whether an app may still take a pre-authorised transaction's credits, in words and colour.
import { Badge } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { useLingui } from '@lingui/react/macro';
import type { TransactionState } from '../../platform/dealerTypes';

export function TransactionStateBadge({ state }: { state: TransactionState }) {
  const { t } = useLingui();
  if (state === 'REVOKED') return <Badge color="red.9">{t`Revoked`}</Badge>;
  if (state === 'COMPLETED') return <Badge color="gray.7">{t`Completed`}</Badge>;
  return <Badge color="teal.9">{t`Authorized`}</Badge>;
}
