// `npm run diagrams`: one Mermaid statechart per machine in machines/*.machine.ts → docs/statecharts/<machine id>.md.
// New machine files are picked up by the glob; files of machines that no longer exist are removed (only files this
// generator wrote). tests/unit/diagrams.test.ts fails when the committed files differ from what this writes.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { diagramFiles, isGenerated } from './statechartToMermaid';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const folder = 'docs/statecharts';
const modules = import.meta.glob<Record<string, unknown>>('../machines/*.machine.ts', { eager: true });

const files = diagramFiles(modules, folder);
mkdirSync(join(root, folder), { recursive: true });
let changed = 0;
for (const file of files) {
  const path = join(root, file.path);
  let current: string | undefined;
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === file.content) continue;
  writeFileSync(path, file.content);
  changed++;
  console.log(`${current === undefined ? 'created' : 'updated'} ${file.path}`);
}
const wanted = new Set(files.map((file) => file.path.split('/').pop()));
for (const name of readdirSync(join(root, folder))) {
  if (!name.endsWith('.md') || wanted.has(name)) continue;
  const path = join(root, folder, name);
  if (!isGenerated(readFileSync(path, 'utf8'))) continue;
  rmSync(path);
  changed++;
  console.log(`removed ${folder}/${name} (its machine is gone)`);
}
console.log(`${files.length} statechart(s), ${changed} file(s) changed`);
