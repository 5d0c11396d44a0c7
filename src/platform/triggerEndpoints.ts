// Paths of the trigger manager (spec §7 "trigger manager"), relative to its base (endpoints.ts
// servicePrefixes.trigger). Every call names its organisation (`organization=<resourceId>`). Our reading: the
// platform's paths are not published (docs/decisions.md "Audit log and triggers").
export const triggerEndpoints = {
  /** GET lists a page of rules; POST creates one. */
  triggers: '/api/v1/triggers',
  trigger: (id: string) => `/api/v1/triggers/${encodeURIComponent(id)}`,
  /** POST: when a drafted rule would have fired over a device's recent history (a read: nothing is stored). */
  tryRule: '/api/v1/triggerTrials',
} as const;
