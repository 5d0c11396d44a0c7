// The trigger section's screens (registered in src/app/sections.ts).
import type { SectionScreens } from '../../portal/screen';

export const screens: SectionScreens<'trigger'> = {
  trigger: () => import('./TriggersScreen'),
};
