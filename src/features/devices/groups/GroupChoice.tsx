// The group a bulk action joins devices to or takes them out of, chosen in its confirmation: the organisation's
// groups are read when the confirmation opens (only then are they needed), with the failure and Retry in place.
import { NativeSelect, Text } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Combobox.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectAnswer, selectQueryError, selectQueryStage } from '../../../../machines/liveQuery.machine';
import type { DeviceGroup } from '../../../platform/mappingTypes';
import { LoadFailure } from '../../../ui/LoadFailure';
import { Skeleton } from '../../../ui/Skeleton';
import { useDeviceFlows } from '../flows';
import { nameOption } from '../../../ui/Bidi';

export interface GroupChoiceProps {
  organization: string;
  /** The chosen group's id ('' for none yet). */
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (groupId: string, name: string) => void;
}

export function GroupChoice({ organization, value, error, disabled, onChange }: GroupChoiceProps) {
  const { t } = useLingui();
  const flows = useDeviceFlows();
  const [machine] = useState(() => flows.groupChoices(organization));
  const query = useActorRef(machine, { input: { query: { organization } } });
  const stage = useSelector(query, selectQueryStage);
  const groups = useSelector(query, selectAnswer<DeviceGroup[]>);
  const failure = useSelector(query, selectQueryError);

  if (groups === undefined && stage === 'failed') {
    return <LoadFailure title={t`The device groups could not be loaded`} error={failure} onRetry={() => query.send({ type: 'query.retry' })} />;
  }
  if (groups === undefined) return <Skeleton label={t`Loading device groups`} rows={1} />;
  if (groups.length === 0) return <Text>{t`This organization has no device groups yet: create one in the Groups tab.`}</Text>;
  return (
    <NativeSelect
      label={t`Group`}
      required
      data-autofocus
      value={value}
      error={error}
      disabled={disabled}
      data={[{ value: '', label: t`Choose a group` }, ...groups.map((group) => nameOption(group.id, group.name))]}
      onChange={(event) => {
        const id = event.currentTarget.value;
        onChange(id, groups.find((group) => group.id === id)?.name ?? '');
      }}
    />
  );
}
