// What a model and a preset may hold (spec §3 names the documents, §9 no limits; ours, docs/decisions.md "Models,
// presets and groups"). The portal's forms and the sandbox check the same rules, so a value the form accepts is one
// the service accepts, and the service refuses the rest with a 400 naming the field.
import type { DataLink } from './mappingTypes';

/** Facts §5 / WSDK model.d.ts: the types a model path may have. */
export const modelPathTypes = [
  'double',
  'integer',
  'boolean',
  'string',
  'bytestring',
  'binaryblob',
  'integerarray',
  'doublearray',
  'booleanarray',
  'object',
  'array',
  'struct',
] as const;
export type ModelPathType = (typeof modelPathTypes)[number];

export const maxModelNameLength = 60;
export const maxPathLength = 120;
export const maxPathsPerModel = 200;
/** A formula data link's length (ours): a line or a few, never a program. */
export const maxFormulaLength = 500;
/** A preset's send interval, seconds: none (0) up to an hour. */
export const maxSendIntervalSeconds = 3_600;
/** Its finest step: whole seconds, or tenths of a second for high-frequency data (spec §2 switch; ours). */
export const sendIntervalStepMs = 1_000;
export const highFrequencyStepMs = 100;

// A name goes into `<name>:<version>` and model paths `<name>:<major>/<path>` (facts §6): no ':' nor '/'.
const namePattern = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;
const versionPattern = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})$/;
// A path (and a device tag a preset reads) is segments of letters, digits, '_' and '-' joined by '/'.
const pathPattern = /^[\p{L}\p{N}_-]+(\/[\p{L}\p{N}_-]+)*$/u;

export type ModelFieldProblem =
  | { field: 'name'; kind: 'required' | 'tooLong' | 'invalid' }
  | { field: 'version'; kind: 'invalid' | 'notHigher'; than?: string }
  | { field: 'paths'; kind: 'none' | 'tooMany' }
  | { field: 'path'; index: number; kind: 'required' | 'tooLong' | 'invalid' | 'duplicate' | 'type' };

export type PresetFieldProblem =
  | { field: 'name'; kind: 'required' | 'tooLong' | 'invalid' }
  | { field: 'interval'; kind: 'range' }
  | { field: 'source'; index: number; kind: 'required' | 'tooLong' | 'invalid' };

export interface ModelDraftPath {
  path: string;
  type: string;
}

function nameProblem(name: string): 'required' | 'tooLong' | 'invalid' | undefined {
  if (name.trim() === '') return 'required';
  if (name.length > maxModelNameLength) return 'tooLong';
  return namePattern.test(name) && name.trim() === name ? undefined : 'invalid';
}

function pathProblem(path: string): 'required' | 'tooLong' | 'invalid' | undefined {
  if (path.trim() === '') return 'required';
  if (path.length > maxPathLength) return 'tooLong';
  return pathPattern.test(path) ? undefined : 'invalid';
}

function formulaProblem(formula: string): 'required' | 'tooLong' | undefined {
  if (formula.trim() === '') return 'required';
  return formula.length > maxFormulaLength ? 'tooLong' : undefined;
}

/** Semantic versions compared part by part; both must be valid. */
export function compareVersions(left: string, right: string): number {
  const a = left.split('.').map(Number);
  const b = right.split('.').map(Number);
  for (let index = 0; index < 3; index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export const isVersion = (version: string) => versionPattern.test(version);

/** The problems of a model; `after`, for a new version of a model, is the version it must be higher than. */
export function modelProblems(model: { name: string; version: string; paths: readonly ModelDraftPath[] }, after?: string): ModelFieldProblem[] {
  const problems: ModelFieldProblem[] = [];
  const name = nameProblem(model.name);
  if (name) problems.push({ field: 'name', kind: name });
  if (!isVersion(model.version)) problems.push({ field: 'version', kind: 'invalid' });
  else if (after !== undefined && compareVersions(model.version, after) <= 0) problems.push({ field: 'version', kind: 'notHigher', than: after });
  if (model.paths.length === 0) problems.push({ field: 'paths', kind: 'none' });
  if (model.paths.length > maxPathsPerModel) problems.push({ field: 'paths', kind: 'tooMany' });
  const seen = new Set<string>();
  model.paths.forEach(({ path, type }, index) => {
    const problem = pathProblem(path);
    if (problem) problems.push({ field: 'path', index, kind: problem });
    else if (seen.has(path)) problems.push({ field: 'path', index, kind: 'duplicate' });
    else if (!(modelPathTypes as readonly string[]).includes(type)) problems.push({ field: 'path', index, kind: 'type' });
    seen.add(path);
  });
  return problems;
}

/**
 * The problems of a preset: its name, its send interval (in steps of `stepMs`; the service takes the finest) and where
 * each model path reads from: a device tag, or a formula that is there and not too long (whether it is well formed is
 * the service's answer, facts §6).
 */
export function presetProblems(
  preset: { name: string; intervalMs: number; links: readonly DataLink[] },
  stepMs = highFrequencyStepMs,
): PresetFieldProblem[] {
  const problems: PresetFieldProblem[] = [];
  const name = nameProblem(preset.name);
  if (name) problems.push({ field: 'name', kind: name });
  if (!Number.isInteger(preset.intervalMs / stepMs) || preset.intervalMs < 0 || preset.intervalMs > maxSendIntervalSeconds * 1000) {
    problems.push({ field: 'interval', kind: 'range' });
  }
  preset.links.forEach(({ type, source }, index) => {
    const problem = type === 'formula' ? formulaProblem(source) : pathProblem(source);
    if (problem) problems.push({ field: 'source', index, kind: problem });
  });
  return problems;
}

/** The service's wording of a model problem (the 400 names the field). */
export function describeModelProblem(problem: ModelFieldProblem): string {
  switch (problem.field) {
    case 'name':
      return describeName(problem.kind);
    case 'version':
      return problem.kind === 'invalid' ? 'version must be major.minor.patch, e.g. 1.0.0' : `version must be higher than ${problem.than}`;
    case 'paths':
      return problem.kind === 'none' ? 'paths: a model needs at least one path' : `paths: at most ${maxPathsPerModel} paths`;
    case 'path':
      return `paths[${problem.index}]: ${describePath(problem.kind)}`;
  }
}

export function describePresetProblem(problem: PresetFieldProblem): string {
  switch (problem.field) {
    case 'name':
      return describeName(problem.kind);
    case 'interval':
      return `minIntervalMs must be 0 to ${maxSendIntervalSeconds * 1000}, in steps of ${highFrequencyStepMs}`;
    case 'source':
      return `sources[${problem.index}]: ${describePath(problem.kind)}`;
  }
}

function describeName(kind: 'required' | 'tooLong' | 'invalid'): string {
  if (kind === 'required') return 'name is required';
  if (kind === 'tooLong') return `name must be at most ${maxModelNameLength} characters`;
  return "name must start with a letter or digit and hold only letters, digits, spaces, '.', '_' or '-'";
}

function describePath(kind: 'required' | 'tooLong' | 'invalid' | 'duplicate' | 'type'): string {
  switch (kind) {
    case 'required':
      return 'the path is required';
    case 'tooLong':
      return `a path must be at most ${maxPathLength} characters`;
    case 'invalid':
      return "a path is names of letters, digits, '_' or '-' joined by '/'";
    case 'duplicate':
      return 'the path is already in the model';
    case 'type':
      return `the type must be one of ${modelPathTypes.join(', ')}`;
  }
}

/** A model path the core registers (facts §6 form): a model's name, its major version and one of its paths. */
export interface RegisteredPathDraft {
  model: string;
  /** As typed: a whole number from 0, refused at its field otherwise. */
  major: string;
  path: string;
}

export type RegisteredPathProblem =
  | { field: 'model'; kind: 'required' | 'tooLong' | 'invalid' }
  | { field: 'major'; kind: 'invalid' }
  | { field: 'path'; kind: 'required' | 'tooLong' | 'invalid' };

const majorPattern = /^(0|[1-9]\d{0,5})$/;

export function registeredPathProblems({ model, major, path }: RegisteredPathDraft): RegisteredPathProblem[] {
  const problems: RegisteredPathProblem[] = [];
  const name = nameProblem(model);
  if (name) problems.push({ field: 'model', kind: name });
  if (!majorPattern.test(major)) problems.push({ field: 'major', kind: 'invalid' });
  const tagPath = pathProblem(path);
  if (tagPath) problems.push({ field: 'path', kind: tagPath });
  return problems;
}

/** `Boiler`, `1`, `Boiler/Temperature` → `Boiler:1/Boiler/Temperature`. */
export const registeredPath = ({ model, major, path }: RegisteredPathDraft) => `${model}:${major}/${path}`;

/** The parts of a registered model path, or undefined when it is not `<model>:<major>/<path>` within the rules. */
export function registeredPathParts(modelPath: string): RegisteredPathDraft | undefined {
  const match = /^([^:/]+):([^/]*)\/(.*)$/u.exec(modelPath);
  if (!match) return undefined;
  const draft = { model: match[1]!, major: match[2]!, path: match[3]! };
  return registeredPathProblems(draft).length === 0 ? draft : undefined;
}
