// The name login's screen (registered in src/app/sections.ts): a section, so its texts load with it, not the entry.
import type { SectionScreens } from '../../portal/screen';

export const screens: SectionScreens<'login'> = {
  login: () => import('./LoginScreen'),
};
