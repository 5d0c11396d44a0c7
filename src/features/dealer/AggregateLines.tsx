// An organisation's subscriptions added up per resource type (facts `SubscriptionAggregated`), a line each: what is
// used of what its licences grant, what it granted on to its sub-organisations, and types only ended licences gave.
import { Text } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import { useLingui } from '@lingui/react/macro';
import type { SubscriptionAggregated } from '../../platform/licencesTypes';
import { resourceTypeLabels } from './labels';

/** "4 of 10" per resource type, what was granted on to the client's sub-organisations, and types only ended licences gave. */
export function AggregateLines({ aggregates }: { aggregates: SubscriptionAggregated[] }) {
  const { t, i18n } = useLingui();
  if (aggregates.length === 0) return <Text size="sm" c="dimmed">{t`Nothing licensed`}</Text>;
  return aggregates.map(({ resourceType, quantity, used, granted, expired }) => {
    const name = i18n._(resourceTypeLabels[resourceType]);
    const figures = expired
      ? t`ended`
      : quantity === -1
        ? t`${i18n.number(used)} of unlimited`
        : t`${i18n.number(used)} of ${i18n.number(quantity)}`;
    return (
      <Text size="sm" key={resourceType} c={expired ? 'dimmed' : undefined}>
        {name}: {figures}
        {granted > 0 && !expired && ` ${t`(${i18n.number(granted)} granted on)`}`}
      </Text>
    );
  });
}
