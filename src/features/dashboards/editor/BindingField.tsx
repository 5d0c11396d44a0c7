// One bindable property of a widget: which slot (device placeholder) and which of its model's tags feeds it.
import { Group, NativeSelect } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { DashboardDocument, DeviceSlot } from '../../../platform/dashboardDocument';
import { splitTagName } from '../../../platform/dashboardDocument';
import type { DeviceDetails, DeviceTagInfo } from '../../../platform/platformTypes';
import { slotForModel } from './bindings';

export function BindingField({
  label,
  document,
  current,
  devices,
  modelTags,
  onBind,
  onUnbind,
}: {
  label: string;
  document: DashboardDocument;
  /** The bound tag, `<slot>/<tag path>`. */
  current: string | undefined;
  devices: readonly DeviceDetails[];
  modelTags: Record<string, DeviceTagInfo[]>;
  onBind: (slot: DeviceSlot, tagPath: string) => void;
  onUnbind: () => void;
}) {
  const { t } = useLingui();
  const bound = current ? splitTagName(current) : undefined;
  const slots = Object.values(document.deviceSlots);
  const newSlotModels = [...new Map(devices.map((device) => [device.modelName, device] as const)).values()];
  const slot = bound ? document.deviceSlots[bound.slot] : undefined;
  const tags = slot ? (modelTags[slot.modelName] ?? []) : [];

  const chooseSlot = (value: string) => {
    if (value === '') return onUnbind();
    const newFor = devices.find((device) => `new:${device.modelName}` === value);
    const chosen = document.deviceSlots[value] ?? (newFor ? slotForModel(document, newFor) : undefined);
    if (!chosen) return;
    // Another device of the same model keeps the tag; another model starts from its first tag.
    const tagPath = bound && slot?.modelName === chosen.modelName ? bound.tagPath : modelTags[chosen.modelName]?.[0]?.name;
    if (tagPath) onBind(chosen, tagPath);
  };

  return (
    <Group grow gap="xs" align="flex-end">
      <NativeSelect
        size="xs"
        label={t`${label}: device`}
        value={bound?.slot ?? ''}
        onChange={(event) => chooseSlot(event.currentTarget.value)}
        data={[
          { value: '', label: t`Not bound` },
          ...slots.map((candidate) => ({ value: candidate.name, label: t`${candidate.name} (${candidate.modelName})` })),
          ...newSlotModels.map((device) => ({ value: `new:${device.modelName}`, label: t`New slot for ${device.modelName}` })),
        ]}
      />
      <NativeSelect
        size="xs"
        label={t`${label}: tag`}
        disabled={!slot}
        value={bound?.tagPath ?? ''}
        onChange={(event) => slot && onBind(slot, event.currentTarget.value)}
        data={slot ? tags.map((tag) => ({ value: tag.name, label: tag.unit ? `${tag.name} (${tag.unit})` : tag.name })) : [{ value: '', label: '–' }]}
      />
    </Group>
  );
}
