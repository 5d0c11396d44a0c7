// The data exploration section's screens (registered in src/app/sections.ts).
import type { SectionScreens } from '../../portal/screen';

export const screens: SectionScreens<'data-explore'> = {
  'data-explore': () => import('./ExploreScreen'),
};
