// The remote-access section's screens (registered in src/app/sections.ts). `vpn-devices` is where an organisation
// with VPN but not IoT lands (spec §2 /home); both show the organisation's gateways.
import type { SectionScreens } from '../../portal/screen';

export const screens: SectionScreens<'vpn' | 'vpn-devices'> = {
  vpn: () => import('./GatewaysScreen'),
  'vpn-devices': () => import('./GatewaysScreen'),
};
