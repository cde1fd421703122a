import { existsSync } from 'node:fs';
import { lstat, readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  BUILTIN_JUDGE_TYPES,
  type BuiltinJudgeType,
  type CaseConfig,
  type HookConfig,
  type JudgeConfig,
  type LimitConfig,
  type SandboxConfig,
  type SeedIssue,
  type SourcePos,
  type SuiteConfig,
} from './config.js';
import { Diagnostics } from './diagnostics.js';
import { looseSchemas, strictSchemas } from './schemas.js';
import { resolveGates, resolveJudgePolicy } from './threshold-taxonomy.js';
import { YamlSource, type YamlPath } from './yaml-source.js';

export const DEFAULT_IMAGE = 'node:24-bookworm-slim';
export const DEFAULT_TIMEOUT_S = 900;
export const DEFAULT_OUTPUT_CAP_BYTES = 50 * 1024 * 1024;

/** fullsend's fixture scripts, replaced by the built-in fixture lifecycle. */
const FULLSEND_FIXTURE_HOOKS: Record<string, HookConfig['builtin_replacement']> = {
  'setup-fixture.sh': 'setup',
  'capture-fixture.sh': 'capture',
  'teardown-fixture.sh': 'teardown',
};

export interface LoadOptions {
  /** The eval directory: holds `<skill>/eval.yaml`, or is itself a suite directory. */
  evalDir: string;
  /** Only suites whose skill or directory name matches. */
  skill?: string;
}

export interface LoadResult {
  evalDir: string;
  suites: SuiteConfig[];
  diagnostics: Diagnostics;
}

/** Discovers and validates every suite and case under an eval directory. */
export async function loadEvalDir(opts: LoadOptions): Promise<LoadResult> {
  const diag = new Diagnostics();
  const evalDir = path.resolve(opts.evalDir);
  const result: LoadResult = { evalDir, suites: [], diagnostics: diag };

  if (!existsSync(evalDir) || !(await stat(evalDir)).isDirectory()) {
    diag.error({ file: evalDir, line: 1, col: 1 }, `eval directory not found: create it with <skill>/eval.yaml and <skill>/cases/<case>/`);
    return result;
  }
  const suiteDirs = await discoverSuiteDirs(evalDir);
  if (suiteDirs.length === 0) {
    diag.error({ file: evalDir, line: 1, col: 1 }, `no suites found: expected ${path.join(evalDir, '<skill>', 'eval.yaml')}`);
    return result;
  }
  const found: string[] = [];
  for (const dir of suiteDirs) {
    const own = new Diagnostics();
    const suite = await loadSuite(dir, evalDir, own);
    const skill = suite?.skill ?? path.basename(dir);
    found.push(skill);
    if (opts.skill && skill !== opts.skill && path.basename(dir) !== opts.skill) continue;
    diag.items.push(...own.items);
    if (suite) result.suites.push(suite);
  }
  if (opts.skill && result.suites.length === 0 && !diag.hasErrors()) {
    diag.error({ file: evalDir, line: 1, col: 1 }, `no suite with skill '${opts.skill}' (found: ${found.join(', ')})`);
  }
  return result;
}

async function discoverSuiteDirs(evalDir: string): Promise<string[]> {
  if (existsSync(path.join(evalDir, 'eval.yaml'))) return [evalDir];
  const entries = await readdir(evalDir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && existsSync(path.join(evalDir, e.name, 'eval.yaml')))
    .map((e) => path.join(evalDir, e.name))
    .sort();
}

/** Turns zod issues into diagnostics: unknown keys warn, anything else is an error. */
function reportSchemaIssues(src: YamlSource, strict: z.ZodType, value: unknown, diag: Diagnostics, fileLabel: string): void {
  const res = strict.safeParse(value);
  if (res.success) return;
  for (const issue of res.error.issues) {
    const p = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        diag.warning(src.pos([...p, key]), `unknown key '${[...p, key].join('.')}' in ${fileLabel} is ignored`);
      }
      continue;
    }
    diag.error(src.pos(p), describeIssue(issue, p, fileLabel));
  }
}

function describeIssue(issue: z.core.$ZodIssue, p: YamlPath, fileLabel: string): string {
  const where = p.length ? p.join('.') : fileLabel;
  if (issue.code === 'invalid_value' && where === 'fixture.type') {
    return `unknown fixture type: use 'issue' or 'pull_request'`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return `${where} is missing (${issue.expected} expected)`;
  }
  if (issue.code === 'invalid_value') {
    return `${where}: ${issue.message.replace(/^Invalid option: /, '')}`;
  }
  return `${where}: ${issue.message}`;
}

async function loadSuite(dir: string, evalDir: string, diag: Diagnostics): Promise<SuiteConfig | undefined> {
  const evalFile = path.join(dir, 'eval.yaml');
  const src = await YamlSource.read(evalFile);
  if (!src.reportErrors(diag)) return undefined;
  const value = src.value();
  reportSchemaIssues(src, strictSchemas.evalFile, value, diag, 'eval.yaml');
  const parsed = looseSchemas.evalFile.safeParse(value);
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  if (!parsed.success) {
    // Still look at the cases so every problem is reported at once.
    await loadCases(dir, evalDir, path.basename(dir), raw, src, diag);
    return undefined;
  }
  const data = parsed.data;
  const skill = data.skill ?? path.basename(dir);

  const judges: JudgeConfig[] = [];
  const seen = new Set<string>();
  for (const [i, j] of (data.judges ?? []).entries()) {
    const jpath = ['judges', i];
    const pos = src.pos(jpath);
    if (seen.has(j.name)) diag.error(src.pos([...jpath, 'name']), `judge '${j.name}' is declared twice`);
    seen.add(j.name);
    const hasPrompt = j.prompt !== undefined || j.prompt_file !== undefined;
    const kinds = [hasPrompt && 'prompt', j.check !== undefined && 'check', j.type !== undefined && 'type'].filter(Boolean);
    if (kinds.length === 0) {
      diag.error(pos, `judge '${j.name}' has neither prompt, check nor a built-in type: add one (built-in types: ${BUILTIN_JUDGE_TYPES.join(', ')})`);
      continue;
    }
    if (kinds.length > 1) {
      diag.error(pos, `judge '${j.name}' sets ${kinds.join(' and ')}: keep exactly one`);
      continue;
    }
    if (j.type !== undefined && !(BUILTIN_JUDGE_TYPES as readonly string[]).includes(j.type)) {
      diag.error(src.pos([...jpath, 'type']), `judge '${j.name}': unknown built-in type '${j.type}' (use one of ${BUILTIN_JUDGE_TYPES.join(', ')})`);
      continue;
    }
    let prompt = j.prompt;
    if (j.prompt_file !== undefined && prompt === undefined) {
      const pf = path.resolve(dir, j.prompt_file);
      if (!existsSync(pf)) {
        diag.error(src.pos([...jpath, 'prompt_file']), `judge '${j.name}': prompt_file ${j.prompt_file} not found next to eval.yaml`);
        continue;
      }
      prompt = await readFile(pf, 'utf8');
    }
    if (j.score_range && !(j.score_range[0] < j.score_range[1])) {
      diag.error(src.pos([...jpath, 'score_range']), `judge '${j.name}': score_range must be [low, high] with low < high`);
    }
    const policy = resolveJudgePolicy(j, j.name, (key) => src.pos([...jpath, key]), diag);
    const judge: JudgeConfig = {
      name: j.name,
      description: j.description,
      kind: hasPrompt ? 'prompt' : j.check !== undefined ? 'check' : 'builtin',
      prompt,
      prompt_file: j.prompt_file,
      check: j.check,
      type: j.type as BuiltinJudgeType | undefined,
      args: j.args ?? {},
      score_range: j.score_range,
      score_ranges: j.score_ranges,
      samples: j.samples ?? 1,
      model: j.model,
      provider: j.provider,
      command: typeof j.command === 'string' ? [j.command] : j.command,
      files: j.files,
      timeout_s: j.timeout,
      ...policy,
      pos,
    };
    judges.push(judge);
  }

  const thresholdsRaw = data.thresholds as Record<string, unknown> | undefined;
  const gates = resolveGates(thresholdsRaw, judges, (p) => src.pos(['thresholds', ...p]), diag);

  const hooks = {
    before_each: (data.hooks?.before_each ?? []).map((h, i) => toHook(h, src.pos(['hooks', 'before_each', i]))),
    after_each: (data.hooks?.after_each ?? []).map((h, i) => toHook(h, src.pos(['hooks', 'after_each', i]))),
  };

  const sb = data.sandbox ?? {};
  const sandbox: SandboxConfig = {
    type: sb.type ?? 'docker',
    image: sb.image ?? DEFAULT_IMAGE,
    network: sb.network ?? 'bridge',
    cpus: sb.cpus,
    memory: sb.memory === undefined ? undefined : String(sb.memory),
    pids: sb.pids,
    user: sb.user,
  };

  const ex = data.execution ?? {};
  const cases = await loadCases(dir, evalDir, skill, raw, src, diag);
  return {
    skill,
    name: data.name ?? skill,
    description: data.description,
    dir,
    evalFile,
    execution: {
      mode: ex.mode,
      timeout_s: ex.timeout ?? DEFAULT_TIMEOUT_S,
      parallelism: ex.parallelism ?? 4,
      env: stringifyEnv(ex.env),
      threshold: ex.threshold,
      repeat: ex.repeat ?? 1,
      max_budget_usd: ex.max_budget_usd,
      retries: ex.retries ?? 0,
      kill_grace_s: ex.kill_grace ?? 10,
    },
    runner: {
      type: 'cli',
      command: data.runner.command,
      env: stringifyEnv(data.runner.env),
      format: data.runner.format ?? 'auto',
      output_cap_bytes: data.runner.output_cap_mb ? Math.round(data.runner.output_cap_mb * 1024 * 1024) : DEFAULT_OUTPUT_CAP_BYTES,
    },
    sandbox,
    models: { skill: data.models?.skill, judge: data.models?.judge },
    judges,
    gates,
    hooks,
    cases,
    raw,
  };
}

function toHook(h: { command: string; timeout?: number; description?: string; on_failure?: 'continue' | 'fail' }, pos: SourcePos): HookConfig {
  const first = path.basename(h.command.trim().split(/\s+/)[0] ?? '');
  return { ...h, builtin_replacement: FULLSEND_FIXTURE_HOOKS[first], pos };
}

function stringifyEnv(env: Record<string, string | number | boolean> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env ?? {})) out[k] = String(v);
  return out;
}

async function loadCases(
  suiteDir: string,
  evalDir: string,
  skill: string,
  raw: Record<string, unknown>,
  evalSrc: YamlSource,
  diag: Diagnostics,
): Promise<CaseConfig[]> {
  const dataset = raw.dataset as { path?: unknown } | undefined;
  const rel = typeof dataset?.path === 'string' ? dataset.path : 'cases';
  const casesDir = path.resolve(suiteDir, rel);
  const where = dataset?.path !== undefined ? evalSrc.pos(['dataset', 'path']) : evalSrc.pos([]);
  if (!existsSync(casesDir)) {
    diag.error(where, `cases directory ${rel}/ not found: add cases/<case>/input.yaml and annotations.yaml`);
    return [];
  }
  const entries = (await readdir(casesDir, { withFileTypes: true }))
    .filter((e) => e.isDirectory() || e.isSymbolicLink())
    .map((e) => e.name)
    .sort();
  if (entries.length === 0) {
    diag.error(where, `cases directory ${rel}/ is empty: add at least one case directory`);
    return [];
  }
  const cases: CaseConfig[] = [];
  for (const name of entries) {
    const c = await loadCase(path.join(casesDir, name), evalDir, skill, diag);
    if (c) cases.push(c);
  }
  return cases;
}

const LIMIT_RE = /^max_[a-z0-9_]+$/;

async function loadCase(dir: string, evalDir: string, skill: string, diag: Diagnostics): Promise<CaseConfig | undefined> {
  const id = path.basename(dir);
  const inputFile = path.join(dir, 'input.yaml');
  const annotationsFile = path.join(dir, 'annotations.yaml');
  let ok = true;
  for (const f of [inputFile, annotationsFile]) {
    if (!existsSync(f)) {
      diag.error({ file: f, line: 1, col: 1 }, `case '${id}' has no ${path.basename(f)}: every case needs input.yaml and annotations.yaml`);
      ok = false;
    }
  }
  const repoDir = await resolveRepoDir(dir, evalDir, diag);
  if (!ok) return undefined;

  const inSrc = await YamlSource.read(inputFile);
  const anSrc = await YamlSource.read(annotationsFile);
  const inOk = inSrc.reportErrors(diag);
  const anOk = anSrc.reportErrors(diag);
  if (!inOk || !anOk) return undefined;

  const inputValue = inSrc.value();
  reportSchemaIssues(inSrc, strictSchemas.inputFile, inputValue, diag, 'input.yaml');
  const input = looseSchemas.inputFile.safeParse(inputValue);

  const anValue = anSrc.value();
  const limits = checkLimits(anSrc, anValue, diag);
  const annotations = looseSchemas.annotationsFile.safeParse(anValue);
  if (!annotations.success) {
    for (const issue of annotations.error.issues) {
      const p = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
      if (LIMIT_RE.test(String(p[0] ?? ''))) continue; // reported by checkLimits with a better message
      diag.error(anSrc.pos(p), describeIssue(issue, p, 'annotations.yaml'));
    }
  }

  if (!input.success) return undefined;
  const fx = input.data.fixture;
  const type = fx.type ?? 'issue';
  if (type === 'pull_request' && (!fx.files || fx.files.length === 0)) {
    diag.error(inSrc.pos(['fixture', 'type']), `a pull_request fixture needs fixture.files: the changes the pull request carries`);
  }
  if (!annotations.success || !limits) return undefined;

  const seedIssues: SeedIssue[] = (input.data.seed_issues ?? []).map((s) => ({
    title: s.title,
    body: s.body ?? '',
    labels: s.labels ?? [],
    state: s.state ?? 'open',
  }));
  const an = annotations.data as Record<string, unknown>;
  return {
    id,
    skill,
    dir,
    inputFile,
    annotationsFile,
    repoDir,
    forge: 'github',
    fixture: {
      type,
      title: fx.title,
      body: fx.body ?? '',
      base: fx.base ?? 'main',
      head_branch: fx.head_branch,
      files: fx.files ?? [],
      labels: fx.labels ?? [],
    },
    seedIssues,
    input: input.data as Record<string, unknown>,
    annotations: an,
    limits,
    threshold: typeof an.threshold === 'number' ? an.threshold : undefined,
    thresholdPos: an.threshold !== undefined ? anSrc.pos(['threshold']) : undefined,
  };
}

/** Validates the behavioural limits; undefined when a mandatory one is unusable. */
function checkLimits(src: YamlSource, value: unknown, diag: Diagnostics): LimitConfig[] | undefined {
  const obj = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  const limits: LimitConfig[] = [];
  let ok = true;
  for (const name of ['max_turns', 'max_cost_usd']) {
    if (!(name in obj)) {
      diag.error(src.pos([]), `${name} is missing: every case must declare max_turns and max_cost_usd (positive numbers)`);
      ok = false;
    }
  }
  for (const [name, v] of Object.entries(obj)) {
    if (!LIMIT_RE.test(name)) continue;
    const pos = src.pos([name]);
    if (src.isQuoted([name])) {
      diag.error(pos, `${name} is quoted: write ${name}: ${String(v)} without quotes, a number is expected`);
      ok = false;
    } else if (typeof v !== 'number' || !Number.isFinite(v)) {
      diag.error(pos, `${name} must be a positive number, got ${JSON.stringify(v)}`);
      ok = false;
    } else if (v <= 0) {
      diag.error(pos, `${name} must be a positive number, got ${v}`);
      ok = false;
    } else {
      limits.push({ name, value: v, pos });
    }
  }
  return ok ? limits : undefined;
}

/** repo/ may be a directory or a symlink into the suite's repos/; it must stay inside the eval directory. */
async function resolveRepoDir(caseDir: string, evalDir: string, diag: Diagnostics): Promise<string | undefined> {
  const repo = path.join(caseDir, 'repo');
  let st;
  try {
    st = await lstat(repo);
  } catch {
    return undefined;
  }
  const pos = { file: repo, line: 1, col: 1 };
  let real: string;
  try {
    real = await realpath(repo);
  } catch {
    diag.error(pos, `repo link is broken: point it at a directory inside the eval directory (e.g. ../../repos/<name>)`);
    return undefined;
  }
  const root = await realpath(evalDir);
  if (st.isSymbolicLink() && real !== root && !real.startsWith(root + path.sep)) {
    diag.error(pos, `repo link escapes the eval directory (${real}): link only into the suite's repos/ or elsewhere under ${evalDir}`);
    return undefined;
  }
  if (!(await stat(real)).isDirectory()) {
    diag.error(pos, `repo must be a directory or a link to one`);
    return undefined;
  }
  return real;
}
