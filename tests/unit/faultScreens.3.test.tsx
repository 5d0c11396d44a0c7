// @vitest-environment jsdom
// The fault matrix through the screens, part 3 of 6 (./faultScreens.harness.tsx says what each cell checks).
import { vi } from 'vitest';
import { faultScreenCells } from './faultScreens.harness';

vi.mock('../../src/session/identity', async () => ({ createIdentity: (await import('./faultScreens.identity')).sandboxIdentity }));

faultScreenCells(3, 6);
