// The walkthrough's screens (registered in src/app/sections.ts).
import type { SectionScreens } from '../../portal/screen';

export const screens: SectionScreens<'walkthrough'> = {
  walkthrough: () => import('./WalkthroughScreen'),
};
