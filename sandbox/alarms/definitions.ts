// Alarm conditions of the simulated device models (sandbox/devices/fleet.ts), in the device-side form of facts §8.2:
// a source tag, a condition on its value, a severity 0…6 (6 the most severe) and whether an acknowledgement and a
// reset are required. Since tag values are pure functions of time, so is every alarm's raising and going.

export interface AlarmDefinition {
  name: string;
  description: string;
  /** Tag path inside the model, as fleet.ts names it. */
  tag: string;
  severity: number;
  ackRequired: boolean;
  resetRequired: boolean;
  condition: (value: number | boolean | string) => boolean;
}

const above = (limit: number) => (value: number | boolean | string) => typeof value === 'number' && value > limit;
const below = (limit: number) => (value: number | boolean | string) => typeof value === 'number' && value < limit;

/** By model name. Thresholds sit near the top or bottom of each waveform, so an alarm holds a minute or two per cycle. */
export const alarmDefinitions: Readonly<Record<string, readonly AlarmDefinition[]>> = {
  Boiler: [
    {
      name: 'HighTemperature',
      description: 'Boiler temperature above 90 °C',
      tag: 'Boiler/Temperature',
      severity: 6,
      ackRequired: true,
      resetRequired: true,
      condition: above(90),
    },
    {
      name: 'HighPressure',
      description: 'Boiler pressure above 3.1 bar',
      tag: 'Boiler/Pressure',
      severity: 4,
      ackRequired: true,
      resetRequired: false,
      condition: above(3.1),
    },
    {
      name: 'BurnerOff',
      description: 'Burner is off',
      tag: 'Boiler/BurnerOn',
      severity: 1,
      ackRequired: false,
      resetRequired: false,
      condition: (value) => value === false,
    },
  ],
  Conveyor: [
    {
      name: 'Overcurrent',
      description: 'Drive current above 16 A',
      tag: 'Drive/Current',
      severity: 5,
      ackRequired: true,
      resetRequired: true,
      condition: above(16),
    },
    {
      name: 'SafetyStop',
      description: 'Safety circuit stopped the line',
      tag: 'Safety/Stopped',
      severity: 4,
      ackRequired: true,
      resetRequired: false,
      condition: (value) => value === true,
    },
    {
      name: 'LowSpeed',
      description: 'Belt speed below 0.6 m/s',
      tag: 'Drive/Speed',
      severity: 2,
      ackRequired: false,
      resetRequired: false,
      condition: below(0.6),
    },
  ],
};
