// @vitest-environment jsdom
// The fault matrix through the screens, part 1 of 6 (./faultScreens.harness.tsx says what each cell checks).
import { vi } from 'vitest';
import { everyCallNamed, faultScreenCells } from './faultScreens.harness';

vi.mock('../../src/session/identity', async () => ({ createIdentity: (await import('./faultScreens.identity')).sandboxIdentity }));

faultScreenCells(1, 6);
everyCallNamed();
