// Someone acted on alarms (the alarm screen's actions): whatever shows alarm counts elsewhere in the portal (the top
// bar's open-alarm count) reads them again now instead of at its next poll. A DOM event on the window, so the alarm
// section and the chrome need not know each other.
export const alarmsChangedEvent = 'portal:alarms-changed';

export function announceAlarmsChanged(): void {
  dispatchEvent(new Event(alarmsChangedEvent));
}
