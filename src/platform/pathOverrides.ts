// config.json `paths` checked against the table of paths (./servicePaths.ts) and compiled into one rewrite per base.
// Apart from the table, which it loads itself: config.ts loads this module only when `paths` is given, and naming the
// table's many modules there would put their names in the entry.
import type { PathBase, PathEntry } from './servicePaths';

/** Rewrites a path the portal built from the table into the deployment's own (config.json `paths`). */
export type PathRewrite = (path: string) => string;

interface Matcher {
  pattern: RegExp;
  /** Literal characters: of two templates matching a path, the one with more is the path's own. */
  literal: number;
  override: string | undefined;
  params: readonly string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const placeholder = /\{([^{}]*)\}/g;

function matcherOf(entry: PathEntry, override: string | undefined): Matcher {
  const parts = entry.template.split(placeholder);
  // split with a capture group alternates literal text and parameter names.
  const literals = parts.filter((_, index) => index % 2 === 0);
  return {
    pattern: new RegExp(`^${literals.map(escape).join('([^/]+)')}$`),
    literal: literals.join('').length,
    override,
    params: entry.params,
  };
}

/** The problems of one override, or none: an absolute path with exactly its entry's placeholders. */
function overrideProblems(entry: PathEntry | undefined, name: string, path: string): string[] {
  if (entry === undefined) return [`paths: unknown path "${name}" (README "Pointing the portal at a real platform" lists them)`];
  if (entry.source === 'facts') return [`paths.${name}: the platform facts show this path; only paths marked ours can be overridden`];
  if (entry.bases.includes('identity')) return [`paths.${name}: the identity provider's paths follow identityUrl`];
  const used = [...path.matchAll(placeholder)].map((match) => match[1] ?? '');
  const unknown = used.filter((param) => !entry.params.includes(param));
  const missing = entry.params.filter((param) => !used.includes(param));
  const problems: string[] = [];
  if (unknown.length > 0) problems.push(`paths.${name}: unknown placeholder ${unknown.map((param) => `{${param}}`).join(', ')}`);
  if (missing.length > 0) problems.push(`paths.${name}: missing ${missing.map((param) => `{${param}}`).join(', ')}`);
  return problems;
}

/**
 * config.json `paths` (name → the deployment's path, arguments as `{name}`) checked against the table and turned
 * into one rewrite per base that has an override. A path is recognised by the most literal template of its base that
 * matches it, so a sibling that merely fits an overridden pattern (`…/apps/payment` against `…/apps/{installId}`) is
 * left alone.
 */
export async function compilePathOverrides(overrides: Readonly<Record<string, string>>): Promise<{
  rewrites: Partial<Record<PathBase, PathRewrite>>;
  problems: string[];
}> {
  const entries = (await import('./servicePaths')).pathEntries();
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const problems = Object.entries(overrides).flatMap(([name, path]) => overrideProblems(byName.get(name), name, path));
  if (problems.length > 0) return { rewrites: {}, problems };
  const overridden = new Set(Object.keys(overrides).flatMap((name) => byName.get(name)?.bases ?? []));
  const rewrites: Partial<Record<PathBase, PathRewrite>> = {};
  for (const base of overridden) {
    // One matcher per template: a path two tables share (the core's user preference) is overridden by either name.
    const byTemplate = new Map<string, Matcher>();
    for (const entry of entries.filter(({ bases }) => bases.includes(base))) {
      const matcher = matcherOf(entry, overrides[entry.name]);
      const known = byTemplate.get(matcher.pattern.source);
      if (known?.override === undefined) byTemplate.set(matcher.pattern.source, matcher);
    }
    const matchers = [...byTemplate.values()].sort((a, b) => b.literal - a.literal);
    rewrites[base] = (path) => {
      for (const matcher of matchers) {
        const match = matcher.pattern.exec(path);
        if (match === null) continue;
        if (matcher.override === undefined) return path;
        const values = new Map(matcher.params.map((param, index) => [param, match[index + 1] ?? '']));
        return matcher.override.replace(placeholder, (_, param: string) => values.get(param) ?? '');
      }
      return path;
    };
  }
  return { rewrites, problems };
}
