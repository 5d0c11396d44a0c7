// A preset's formulas judged by the service before the preset is created (src/features/devices/models/flows.ts
// formulaCheck), on the platform as the portal builds it over the sandbox: the paths whose formula is refused come
// back with the service's error markers, a formula that passes with none, and what the form sends rides along.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideModelMachines } from '../../../src/features/devices/models/flows';
import { setupSandboxServer } from '../../../sandbox/testClient';
import { signedInPlatform } from '../signedInPlatform';

setupSandboxServer();

async function checked(formulas: Record<string, string>) {
  const flows = provideModelMachines(await signedInPlatform('alice', 'acme'));
  const check = createActor(flows.formulaCheck<{ formulas: Record<string, string>; preset: string }>('acme')).start();
  check.send({ type: 'user.submit', draft: { formulas, preset: 'Boiler in Fahrenheit' } });
  return waitFor(check, (snapshot) => snapshot.value === 'saved' || snapshot.value === 'failed');
}

describe("a preset's formulas checked by the service", () => {
  it('names each refused path with its markers and passes the well-formed one', async () => {
    const snapshot = await checked({ Temperature: '{Boiler/Temperature} * 1.8 + 32', Pressure: '{Boiler/Pressure} *', Level: '' });
    expect(snapshot.value).toBe('saved');
    expect(Object.keys(snapshot.context.result!).sort()).toEqual(['Level', 'Pressure']);
    expect(snapshot.context.result!.Level).toEqual([
      { severity: 8, message: 'The formula is empty', startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 1 },
    ]);
    expect(snapshot.context.result!.Pressure!.map(({ message }) => message)).toEqual(['The formula ends where a value was expected']);
    expect(snapshot.context.draft?.preset).toBe('Boiler in Fahrenheit');
  });

  it('passes a preset whose formulas are all well formed', async () => {
    const snapshot = await checked({ Temperature: '{Boiler/Temperature} * 1.8 + 32' });
    expect(snapshot.context.result).toEqual({});
  });
});
