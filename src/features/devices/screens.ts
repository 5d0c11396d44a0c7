// The devices section's screens (registered in src/app/sections.ts).
import type { SectionScreens } from '../../portal/screen';

export const screens: SectionScreens<'devices' | 'models'> = {
  devices: () => import('./DevicesScreen'),
  models: () => import('./models/ModelsScreen'),
};
