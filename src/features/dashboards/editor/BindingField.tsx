// One bindable property of a widget: which slot (device placeholder) and which of its model's tags feeds it. A new
// slot starts from a device found by searching the organisation's devices on the server; its model's tags are read
// from that device when no slot of the dashboard binds the model yet.
import { Group, NativeSelect, Stack } from '@mantine/core';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Stack.css';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DashboardDocument, DeviceSlot } from '../../../platform/dashboardDocument';
import { splitTagName } from '../../../platform/dashboardDocument';
import type { DeviceTagInfo } from '../../../platform/platformTypes';
import { DeviceCombobox } from '../viewer/DeviceCombobox';
import { useDashboardFlows, type ModelTagsQuery } from '../viewerFlows';
import { slotForModel } from './bindings';
import { nameOption, showBidiControls } from '../../../ui/Bidi';

const newSlotValue = 'new:';

export function BindingField({
  label,
  organization,
  document,
  current,
  modelTags: loadedTags,
  onBind,
  onUnbind,
}: {
  label: string;
  organization: string;
  document: DashboardDocument;
  /** The bound tag, `<slot>/<tag path>`. */
  current: string | undefined;
  /** The tags of the models bound when the dashboard opened. */
  modelTags: Record<string, DeviceTagInfo[]>;
  onBind: (slot: DeviceSlot, tagPath: string) => void;
  onUnbind: () => void;
}) {
  const { t } = useLingui();
  const bound = current ? splitTagName(current) : undefined;
  const slots = Object.values(document.deviceSlots);
  // Choosing a device for a new slot, and the slot made from it until a tag binds it into the document.
  const [choosingNew, setChoosingNew] = useState(false);
  const [newSlot, setNewSlot] = useState<DeviceSlot | undefined>(undefined);
  const { tags: modelTags, failed } = useModelTags(organization, document, newSlot, loadedTags);
  const slot = newSlot ?? (bound ? document.deviceSlots[bound.slot] : undefined);
  const tags = slot ? modelTags[slot.modelName] : undefined;

  const bindNew = (chosen: DeviceSlot, tagPath: string) => {
    setChoosingNew(false);
    setNewSlot(undefined);
    onBind(chosen, tagPath);
  };

  const chooseSlot = (value: string) => {
    setNewSlot(undefined);
    setChoosingNew(value === newSlotValue);
    if (value === newSlotValue) return;
    if (value === '') return onUnbind();
    const chosen = document.deviceSlots[value];
    if (!chosen) return;
    // Another device of the same model keeps the tag; another model starts from its first tag.
    const tagPath = bound && slot?.modelName === chosen.modelName ? bound.tagPath : modelTags[chosen.modelName]?.[0]?.name;
    if (tagPath) onBind(chosen, tagPath);
  };

  const tagOptions = !slot
    ? [{ value: '', label: '–' }]
    : tags === undefined
      ? [{ value: '', label: failed ? t`The tags could not be read` : t`Loading tags…` }]
      : [...(newSlot ? [{ value: '', label: t`Choose a tag` }] : []), ...tags.map((tag) => nameOption(tag.name, tag.unit ? `${tag.name} (${tag.unit})` : tag.name))];

  return (
    <Stack gap={4}>
      <Group grow gap="xs" align="flex-end">
        <NativeSelect
          size="xs"
          label={t`${label}: device`}
          value={choosingNew || newSlot ? newSlotValue : (bound?.slot ?? '')}
          onChange={(event) => chooseSlot(event.currentTarget.value)}
          data={[
            { value: '', label: t`Not bound` },
            ...slots.map((candidate) => ({ value: candidate.name, label: t`${showBidiControls(candidate.name)} (${showBidiControls(candidate.modelName)})` })),
            { value: newSlotValue, label: t`New slot from a device…` },
          ]}
        />
        <NativeSelect
          size="xs"
          label={t`${label}: tag`}
          disabled={!slot || tags === undefined}
          value={newSlot ? '' : (bound?.tagPath ?? '')}
          onChange={(event) => {
            const tagPath = event.currentTarget.value;
            if (!slot || tagPath === '') return;
            if (newSlot) bindNew(newSlot, tagPath);
            else onBind(slot, tagPath);
          }}
          data={tagOptions}
        />
      </Group>
      {choosingNew ? (
        <DeviceCombobox
          organization={organization}
          label={t`${label}: device of the new slot`}
          selected={undefined}
          onPick={(device) => {
            const made = slotForModel(document, device);
            const first = modelTags[device.modelName]?.[0]?.name;
            // A model the dashboard knows binds its first tag at once, as an existing slot does.
            if (first) bindNew(made, first);
            else setNewSlot(made);
          }}
        />
      ) : null}
    </Stack>
  );
}

/**
 * The tags of every model the field may offer: those read when the dashboard opened, and those of models bound
 * since or picked for a new slot, read from one of their devices.
 */
function useModelTags(
  organization: string,
  document: DashboardDocument,
  newSlot: DeviceSlot | undefined,
  loaded: Record<string, DeviceTagInfo[]>,
) {
  const flows = useDashboardFlows();
  const query = useMemo<ModelTagsQuery>(() => {
    const devices: Record<string, string | undefined> = {};
    for (const slot of [...Object.values(document.deviceSlots), ...(newSlot ? [newSlot] : [])]) {
      if (!(slot.modelName in loaded) && devices[slot.modelName] === undefined) devices[slot.modelName] = slot.deviceId;
    }
    return { organization, devices };
  }, [organization, document, newSlot, loaded]);
  const actor = useActorRef(flows.modelTags, { input: { query } });
  const key = JSON.stringify(query);
  const sent = useRef(key);
  useEffect(() => {
    if (sent.current === key) return;
    sent.current = key;
    actor.send({ type: 'query.change', query });
  }, [key, query, actor]);
  const read = useSelector(actor, (snapshot) => snapshot.context.data);
  const failed = useSelector(actor, (snapshot) => snapshot.value === 'failed');
  const tags = useMemo(() => ({ ...read, ...loaded }), [read, loaded]);
  return { tags, failed };
}
