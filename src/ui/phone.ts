// Spec §9: the mobile layout applies below a screen width of 600 px. Views that change what they render on phones
// (a row's actions folded into one menu, a dialog filling the screen) read it here; stylesheets cannot read the
// constant, so they write the same media query and tests/unit/phoneLayout.test.ts checks that they agree.
import { useSyncExternalStore } from 'react';
import { mobileBreakpoint } from '../../machines/constants';

/** "Below 600 px": up to 599.98 px, the largest width under 600 that browsers tell apart. */
export const phoneMediaQuery = `(max-width: ${mobileBreakpoint - 0.02}px)`;

// One query list for every subscriber: each row of a long table asks on every render, and a new list per question
// costs a style resolution. Made anew if matchMedia itself is replaced (a test emulating a phone).
let asked: { matchMedia: typeof window.matchMedia; query: MediaQueryList } | undefined;
const phoneQuery = () => {
  if (asked?.matchMedia !== window.matchMedia) asked = { matchMedia: window.matchMedia, query: window.matchMedia(phoneMediaQuery) };
  return asked.query;
};
const subscribe = (onChange: () => void) => {
  const query = phoneQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isPhone = () => phoneQuery().matches;

/** Whether the screen is below the mobile breakpoint, kept current as the window is resized or turned. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
