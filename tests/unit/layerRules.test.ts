// The layer rules fire: each planted breach (one per rule of eslint.config.js) is reported by ESLint, and an import
// that keeps to the layers is not. The breaches are linted as text under the path they claim, so none is written to
// src/ (import circles are ./importCircles.test.ts's).
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint();

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const breaches: [string, string, string, string][] = [
  // what, file, code, rule
  ['a feature imports another feature', 'src/features/alarms/breach.ts', "import { useDashboardFlows } from '../dashboards/viewerFlows';\nexport const x = useDashboardFlows;", 'import-x/no-restricted-paths'],
  ['a feature imports the composition root', 'src/features/alarms/breach.ts', "import { startActors } from '../../app/actors';\nexport const x = startActors;", 'import-x/no-restricted-paths'],
  ['src/platform imports the portal', 'src/platform/breach.ts', "import { usePortal } from '../portal/portal';\nexport const x = usePortal;", 'import-x/no-restricted-paths'],
  ['src/session imports the portal', 'src/session/breach.ts', "import { accessFor } from '../portal/access';\nexport const x = accessFor;", 'import-x/no-restricted-paths'],
  ['src/session imports the route layer', 'src/session/breach.ts', "import { routeTable } from '../routes/routeTable';\nexport const x = routeTable;", 'import-x/no-restricted-paths'],
  ['src/routes imports the portal', 'src/routes/breach.ts', "import { usePortal } from '../portal/portal';\nexport const x = usePortal;", 'import-x/no-restricted-paths'],
  ['src/portal imports the composition root', 'src/portal/breach.ts', "import { isBuilt } from '../app/screens';\nexport const x = isBuilt;", 'import-x/no-restricted-paths'],
  ['src/kit imports a feature', 'src/kit/breach.ts', "import { useDashboardFlows } from '../features/dashboards/viewerFlows';\nexport const x = useDashboardFlows;", 'import-x/no-restricted-paths'],
  ['src/ui imports the portal', 'src/ui/breach.ts', "import { usePortal } from '../portal/portal';\nexport const x = usePortal;", 'import-x/no-restricted-paths'],
  ['src/i18n imports the session', 'src/i18n/breach.ts', "import { sessionKeys } from '../session/browserKeys';\nexport const x = sessionKeys;", 'import-x/no-restricted-paths'],
  ['a machine imports platform logic', 'machines/breach.machine.ts', "import { alarmRules } from '../src/platform/alarmRules';\nexport const x = alarmRules;", 'import-x/no-restricted-paths'],
  ['src/platform imports a machine', 'src/platform/breach.ts', "import type { ListPage } from '../../machines/pagedList.machine';\nexport type X = ListPage<number>;", 'import-x/no-restricted-paths'],
  ['the sandbox imports the portal above src/platform', 'sandbox/breach.ts', "import { abilityFromPermissions } from '../src/session/ability';\nexport const x = abilityFromPermissions;", 'import-x/no-restricted-paths'],
  ['the sandbox imports a machine', 'sandbox/breach.ts', "import { createPagedListMachine } from '../machines/pagedList.machine';\nexport const x = createPagedListMachine;", 'import-x/no-restricted-paths'],
  ['src/ imports the sandbox', 'src/platform/breach.ts', "import { handlers } from '../../sandbox/handlers';\nexport const x = handlers;", 'import-x/no-restricted-paths'],
  ['a machine imports React', 'machines/breach.machine.ts', "import { useState } from 'react';\nexport const x = useState;", 'no-restricted-imports'],
  ['a machine reads a browser global', 'machines/breach.machine.ts', 'export const x = () => localStorage.length;', 'no-restricted-globals'],
  ['a barrel file', 'src/ui/index.ts', "export { Spinner } from './Spinner';", 'no-restricted-syntax'],
  ['a browser spec takes Playwright\'s own test', 'tests/e2e/breach.spec.ts', "import { test } from '@playwright/test';\nexport const x = test;", 'no-restricted-imports'],
  ['a view creates its actor outside the actor factory', 'src/features/alarms/Breach.tsx', "import { useActorRef } from '@xstate/react';\nexport const x = useActorRef;", 'no-restricted-imports'],
  ['a module creates an actor outside the actor factory', 'src/app/breach.ts', "import { createActor } from 'xstate';\nexport const x = createActor;", 'no-restricted-imports'],
  ['an import that leads nowhere', 'src/ui/breach.ts', "import { nothing } from './noSuchModule';\nexport const x = nothing;", 'import-x/no-unresolved'],
];

// The first lint loads the TypeScript resolver and walks the project: seconds on a busy machine.
describe('layer rules', () => {
  test.each(breaches)('%s is reported', async (_what, file, code, rule) => {
    expect(await rulesBroken(file, code)).toContain(rule);
  });

  test('an import that keeps to the layers is not reported', async () => {
    const code =
      "import { usePortal } from '../../portal/portal';\nimport { useChartTexts } from '../../kit/chartTexts';\nimport { Spinner } from '../../ui/Spinner';\nexport const x = [usePortal, useChartTexts, Spinner];";
    expect(await rulesBroken('src/features/alarms/fine.ts', code)).toEqual([]);
  });
});
