// What widgets need from the dashboard around them beyond their own data: the organisation's devices (device
// table) and the signed addresses of the dashboard's assets (image). The viewer and the editor provide it.
import { createContext, useContext } from 'react';
import type { WorstSeverities } from './alarmMap';

export interface DeviceSummary {
  deviceId: string;
  label: string;
  model: string;
  connected?: boolean;
  position?: { latitude: number; longitude: number };
}

export interface WidgetEnvironment {
  devices: readonly DeviceSummary[];
  /** The signed download address of an asset, once known. */
  assetUrl: (name: string) => string | undefined;
  /** Each device's most severe open alarm, when a widget on the page shows alarms. */
  alarms?: { state: 'loading' | 'failed' } | { state: 'ready'; worst: WorstSeverities };
}

export const WidgetEnvironmentContext = createContext<WidgetEnvironment>({ devices: [], assetUrl: () => undefined });

export const useWidgetEnvironment = () => useContext(WidgetEnvironmentContext);
