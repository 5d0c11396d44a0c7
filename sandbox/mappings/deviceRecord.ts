// A device as the mappings service answers it (facts §5 MappingDevice), from the registry (devices/registry.ts) and
// the catalogue (catalog.ts): the fleet's list and one device read it, and so does the device map's search by view.
import { isOpenAlarm } from '../../src/platform/alarmRules';
import type { MappingDevice } from '../../src/platform/mappingTypes';
import { statusOf } from '../alarms/engine';
import { currentAlarms } from '../alarms/state';
import type { RegisteredDevice } from '../devices/registry';
import { store } from '../store';
import { gatewayLogicalId } from '../vpn/state';
import { modelIdOf, presetOfDevice } from './catalog';

// Fixed so an answer is the same on every run.
const createdAt = Date.UTC(2024, 0, 1);

/** The model a device reports: that of the preset it runs. */
export function modelOfDevice(device: RegisteredDevice['device']) {
  const { catalog } = store();
  const preset = presetOfDevice(catalog, device);
  const model = preset && catalog.models.find(({ id }) => id === preset.modelId);
  return { preset, model: model ?? { id: modelIdOf(device.model.name, device.model.version), name: device.model.name, version: device.model.version } };
}

export function mappingDevice({ device, label, description, tags, connected, silentFor }: RegisteredDevice, now: number): MappingDevice {
  const { catalog } = store();
  const { preset, model } = modelOfDevice(device);
  const chosen = catalog.applied.has(device.deviceId);
  return {
    id: `map-${device.deviceId}`,
    deviceId: device.deviceId,
    label,
    description,
    tags,
    serialNumber: device.serialNumber ?? `SN-${device.deviceId.replace(/^dev-/, '').toUpperCase()}`,
    realmId: 'corvina',
    orgResourceId: device.orgResourceId,
    connected,
    configurationSent: true,
    // A preset a person applied reaches the device when it is online; the default one it has had all along.
    configurationApplied: !chosen || connected,
    // A minute apart by the number the id ends with.
    creationDate: createdAt + Number(/\d+$/.exec(device.deviceId)?.[0] ?? 0) * 60_000,
    // The record changes when the device connects or leaves: while offline, the last time it was seen.
    updatedAt: now - silentFor,
    presetId: preset?.id ?? '',
    presetName: preset?.name ?? '',
    modelId: model.id,
    modelName: model.name,
    modelVersion: model.version,
    groups: catalog.groups.filter(({ members }) => members.includes(device.deviceId)).map(({ name }) => name),
    vpnName: '',
    logicalId: device.logicalId ?? gatewayLogicalId(device.deviceId),
    ...(device.position ? { position: { lat: device.position.latitude, lon: device.position.longitude } } : {}),
  };
}

/** The worst severity of the open alarms of each device that has one. */
export function worstOpenSeverities(): Map<string, number> {
  const worst = new Map<string, number>();
  for (const alarm of currentAlarms(store().alarms)) {
    const open = isOpenAlarm({ status: statusOf(alarm), ack: alarm.ackOwed ? 'REQUIRED' : 'NOT_REQUIRED', reset: alarm.resetOwed ? 'REQUIRED' : 'NOT_REQUIRED' });
    if (open && alarm.severity > (worst.get(alarm.deviceId) ?? -1)) worst.set(alarm.deviceId, alarm.severity);
  }
  return worst;
}

