// The people-and-permissions section's screens (registered in src/app/sections.ts).
import type { SectionScreens } from '../../portal/screen';

export const screens: SectionScreens<'permission' | 'roles' | 'users'> = {
  permission: () => import('./PermissionScreen'),
  users: () => import('./UsersScreen'),
  roles: () => import('./RolesScreen'),
};
