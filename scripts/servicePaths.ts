// Prints the table of service paths (src/platform/servicePaths.ts): how many the platform facts show and how many are
// ours, then every path marked ours with its base and template, as README "Pointing the portal at a real platform"
// lists them. Run: npx vite-node scripts/servicePaths.ts
import { servicePrefixes } from '../src/platform/endpoints';
import { pathEntries, prefixSources } from '../src/platform/servicePaths';

const entries = pathEntries();
const ours = entries.filter(({ source }) => source === 'ours');
const prefixes = Object.entries(prefixSources);
console.log(`paths: ${entries.length - ours.length} from the facts, ${ours.length} ours (${entries.length} in all)`);
console.log(`service prefixes: ${prefixes.filter(([, source]) => source === 'facts').length} from the facts, ${prefixes.filter(([, source]) => source === 'ours').length} ours`);
console.log('\nPrefixes marked ours (config.json `services`):');
for (const [service, source] of prefixes) if (source === 'ours') console.log(`- \`${service}\`: \`${servicePrefixes[service as keyof typeof servicePrefixes]}\``);
console.log('\nPaths marked ours (config.json `paths`):');
let group = '';
for (const { name, bases, template } of ours) {
  const [head = ''] = name.split('.');
  if (head !== group) {
    group = head;
    console.log(`\n\`${group}\` (below ${bases.map((base) => `\`${base}\``).join(' and ')}):`);
  }
  console.log(`- \`${name}\` \`${template}\``);
}
