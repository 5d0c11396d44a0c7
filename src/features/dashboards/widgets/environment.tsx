// What widgets need from the dashboard around them beyond their own data: the organisation's devices (device
// table) and the signed addresses of the dashboard's assets (image). The viewer and the editor provide it.
import { createContext, useContext } from 'react';

export interface DeviceSummary {
  deviceId: string;
  label: string;
  model: string;
  connected?: boolean;
}

export interface WidgetEnvironment {
  devices: readonly DeviceSummary[];
  /** The signed download address of an asset, once known. */
  assetUrl: (name: string) => string | undefined;
}

export const WidgetEnvironmentContext = createContext<WidgetEnvironment>({ devices: [], assetUrl: () => undefined });

export const useWidgetEnvironment = () => useContext(WidgetEnvironmentContext);
