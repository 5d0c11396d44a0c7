// How many devices a search found, said as it changes: the count, or the part shown of more than a search lists.
import { Text } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import { Plural, useLingui } from '@lingui/react/macro';

export function DevicesFound({ shown, total }: { shown: number; total: number }) {
  const { t } = useLingui();
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {total > shown ? (
        t`${shown} of ${total} devices found; narrow the search for the rest.`
      ) : (
        <Plural value={total} _0="No device found" one="# device found" other="# devices found" />
      )}
    </Text>
  );
}
