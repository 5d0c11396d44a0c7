// Paths of the alarms API (spec §7), relative to its base (endpoints.ts servicePrefixes.alarms). Kept apart from
// endpoints.ts: a module shared by the entry and a lazy screen is bundled whole into the entry.

/**
 * Alarms API (spec §7), base `<app>/svc/platform` (`servicePrefixes.alarms`); every call carries
 * `organization=<resourceId>`. Action bodies and answers are our reading (docs/decisions.md "Alarms").
 */
export const alarmEndpoints = {
  search: '/api/v1/alarms/search',
  alarm: (id: string) => `/api/v1/alarms/${encodeURIComponent(id)}`,
  /** The alarm's state changes (facts §8.1 `getAlarmDetails`: the shape is the facts', the path ours). */
  details: (id: string) => `/api/v1/alarms/${encodeURIComponent(id)}/details`,
  severityCount: '/api/v1/alarms/severityCount',
  severityCountByDevice: '/api/v1/alarms/severityCountByDevice',
  /** One alarm (`ack`, `reset`, `clear`) or every alarm matching a filter (`ackAll`, `resetAll`, `clearAll`). */
  action: (name: 'ack' | 'reset' | 'clear' | 'ackAll' | 'resetAll' | 'clearAll') => `/api/v1/alarms/action/${name}`,
} as const;
