// Binding a widget property to a device tag: an existing slot of the dashboard, or a new slot made from a device the
// editor found (named after its model, with that device as its default).
import type { DashboardDocument, DeviceSlot } from '../../../platform/dashboardDocument';
import type { DeviceDetails } from '../../../platform/platformTypes';

export function slotForModel(document: DashboardDocument, device: Pick<DeviceDetails, 'deviceId' | 'modelName' | 'modelVersion'>): DeviceSlot {
  let index = 1;
  while (document.deviceSlots[`${device.modelName}${index}`]) index++;
  return {
    name: `${device.modelName}${index}`,
    model: `${device.modelName}:${device.modelVersion.split('.')[0]}`,
    modelName: device.modelName,
    modelVersion: device.modelVersion,
    deviceId: device.deviceId,
    properties: {},
  };
}
