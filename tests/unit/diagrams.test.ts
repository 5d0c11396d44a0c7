// The committed statechart diagrams (docs/statecharts) must match the machines: regenerate in memory and compare.
// Fix a failure with `npm run diagrams`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { diagramFiles, isGenerated, toMermaid } from '../../scripts/statechartToMermaid';
import { experimentalSwitchesMachine } from '../../machines/experimentalSwitches.machine';
import { statusNoticesMachine } from '../../machines/statusNotices.machine';

const root = resolve(__dirname, '../..');
const folder = 'docs/statecharts';
const modules = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', { eager: true });
const files = diagramFiles(modules, folder);

describe('statechart diagrams', () => {
  test('every machine file has a machine', () => {
    expect(files.length).toBeGreaterThanOrEqual(Object.keys(modules).length);
  });

  test.each(files.map((file) => [file.path, file] as const))('%s is up to date', (path, file) => {
    const absolute = join(root, path);
    if (!existsSync(absolute)) throw new Error(`${path} is missing: run \`npm run diagrams\``);
    const committed = readFileSync(absolute, 'utf8');
    if (committed !== file.content) throw new Error(`${path} is stale: run \`npm run diagrams\``);
  });

  test('no diagram of a machine that no longer exists', () => {
    const wanted = new Set(files.map((file) => file.path));
    const orphans = existsSync(join(root, folder))
      ? readdirSync(join(root, folder))
          .map((name) => `${folder}/${name}`)
          .filter((path) => path.endsWith('.md') && !wanted.has(path))
          .filter((path) => isGenerated(readFileSync(join(root, path), 'utf8')))
      : [];
    expect(orphans, 'run `npm run diagrams` to remove them').toEqual([]);
  });
});

describe('statechartToMermaid', () => {
  test('nests states, separates parallel regions, labels delays, invokes, guards and delayed raises', () => {
    const text = toMermaid(statusNoticesMachine);
    expect(text).toMatch(/^stateDiagram-v2\n/);
    expect(text).toContain('state statusNotices {');
    expect(text).toContain('    state polling {');
    expect(text).toContain('\n    --\n');
    expect(text).toContain('polling_fetching : invoke fetchStatus');
    // Two edges between the same states share one arrow (Mermaid would draw one over the other).
    expect(text).toContain('polling_fetching --> polling_waiting : done fetchStatus<br/>error fetchStatus');
    expect(text).toContain('polling_waiting --> polling_fetching : after statusPollInterval');
    expect(text).toContain('reveal_idle --> reveal_revealing : always [hasHidden]');
    expect(text).toContain('reveal_revealing --> reveal_revealing : after noticeStagger [hasHidden]');
    expect(text).toContain(
      'statusNotices --> statusNotices : notice.dismiss [isDismissable] / scheduleRemoval after noticeRemoveDelay<br/>notice.removeDue [isLeaving]',
    );
  });

  test('final states, transitions across a composite border, root invokes', () => {
    const text = toMermaid(experimentalSwitchesMachine);
    expect(text).toContain('reloading --> [*]');
    expect(text).toContain('confirming --> idle : user.cancel');
    // Mermaid cannot draw into a composite from outside: the edge goes to the composite, the label names the state.
    expect(text).toContain('idle --> confirming : keys.enableAll (to enableAll)<br/>');
    expect(text).toContain('confirming --> reloading : user.confirm (from enableAll)<br/>user.confirm (from disableAll)');
    expect(text).toContain('confirming --> selecting : user.confirm (from select)');
    expect(text).toContain('note right of experimentalSwitches : invokes shortcutListener');
  });
});
