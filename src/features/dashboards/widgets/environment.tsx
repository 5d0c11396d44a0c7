// What widgets need from the dashboard around them beyond their own data: the organisation whose devices the device
// table pages through, the signed addresses of the dashboard's assets (image), when a page shows an alarm map, the
// devices it places with their worst open alarm, and the open alarms of the page's devices by tag and by device. The
// viewer and the editor provide it.
import { createContext, useContext } from 'react';
import type { WorstSeverities } from './alarmMap';
import type { PageAlarms } from './pageAlarms';

/** A row of the device table widget. */
export interface DeviceRow {
  deviceId: string;
  label: string;
  model: string;
  connected?: boolean;
}

/** A device the alarm map places. */
export interface MapDevice {
  deviceId: string;
  label: string;
  position?: { latitude: number; longitude: number };
}

/** What the alarm map shows: the first devices of the organisation (a bounded number) and each one's worst alarm. */
export interface AlarmMapData {
  worst: WorstSeverities;
  devices: readonly MapDevice[];
  /** How many devices the organisation has, of which `devices` are the first. */
  totalDevices: number;
}

export interface WidgetEnvironment {
  /** The organisation's resourceId: the device table reads its devices a page at a time. */
  organization: string;
  /** The signed download address of an asset, once known. */
  assetUrl: (name: string) => string | undefined;
  /** The alarm map's devices and alarms, when a widget on the page shows alarms. */
  alarms?: { state: 'loading' | 'failed' } | ({ state: 'ready' } & AlarmMapData);
  /**
   * Whether widgets offer their own controls (a chart's range picker and zoom): the viewer's widgets do; on the
   * editor's canvas a widget is one selectable option, which must not hold controls of its own.
   */
  controls?: boolean;
  /** The open alarms of the devices the page shows (its value tiles' and its slots'), once read. */
  deviceAlarms?: PageAlarms;
}

export const WidgetEnvironmentContext = createContext<WidgetEnvironment>({ organization: '', assetUrl: () => undefined });

export const useWidgetEnvironment = () => useContext(WidgetEnvironmentContext);
