// The store's screens (registered in src/app/sections.ts).
import type { SectionScreens } from '../../portal/screen';

export const screens: SectionScreens<'store' | 'store-manage' | 'store-install' | 'store-container'> = {
  store: () => import('./CatalogueScreen'),
  'store-manage': () => import('./ManageScreen'),
  'store-install': () => import('./InstallScreen'),
  'store-container': () => import('./ContainerScreen'),
};
