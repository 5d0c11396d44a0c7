// A device configuration (facts §6 DeviceConfiguration, its properties as facts §5 IoTProperty) as rows a person
// reads: each path, whether it is written too (`mode` with a W), the device tag or formula it reads, and whether
// the device reports running it.
import type { DeviceConfiguration } from '../../platform/platformTypes';

export interface ConfigurationRow {
  path: string;
  writable: boolean;
  source?: string;
  reported: boolean;
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

export function configurationRows({ configurationJson, configurationFromDevice }: DeviceConfiguration): ConfigurationRow[] {
  return Object.entries(configurationJson.properties).map(([path, property]) => {
    const { mode, datalink } = record(property);
    const source = record(datalink).source;
    return {
      path,
      writable: typeof mode === 'string' && mode.includes('W'),
      ...(typeof source === 'string' ? { source } : {}),
      reported: Object.hasOwn(configurationFromDevice.properties, path),
    };
  });
}
