// The organisations section's screen (registered in src/app/sections.ts).
import type { SectionScreens } from '../../portal/screen';

export const screens: SectionScreens<'organizations'> = {
  organizations: () => import('./OrganizationsScreen'),
};
