// Self-registration's screen (registered in src/app/sections.ts): a section, so its form's texts load with it, not
// with the entry every signed-in person loads.
import type { SectionScreens } from '../../portal/screen';

export const screens: SectionScreens<'register'> = {
  register: () => import('./RegisterScreen'),
};
