// Config and record builders for scoring tests (the loader's output shapes).
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaseConfig, GateConfig, JudgeConfig, LimitConfig, SuiteConfig } from '../../src/model/config.js';
import type { FixtureState, JudgeResult, Metrics } from '../../src/types.js';

export const EVAL_FILE = '/repo/eval/triage/eval.yaml';
export const ANNOTATIONS_FILE = '/repo/eval/triage/cases/001-bug/annotations.yaml';

export function judge(partial: Partial<JudgeConfig> & { name: string }): JudgeConfig {
  const kind = partial.kind ?? (partial.check !== undefined ? 'check' : partial.type ? 'builtin' : 'prompt');
  return { kind, args: {}, samples: 1, required: false, pos: { file: EVAL_FILE, line: 10, col: 5 }, ...partial };
}

export function gate(judgeName: string, kind: GateConfig['kind'], threshold: number, line = 40): GateConfig {
  return { judge: judgeName, kind, threshold, pos: { file: EVAL_FILE, line, col: 5 } };
}

export function limit(name: string, value: number, line = 3): LimitConfig {
  return { name, value, pos: { file: ANNOTATIONS_FILE, line, col: 1 } };
}

export function caseConfig(partial: Partial<CaseConfig> = {}): CaseConfig {
  return {
    id: '001-bug',
    skill: 'triage',
    dir: '/repo/eval/triage/cases/001-bug',
    inputFile: '/repo/eval/triage/cases/001-bug/input.yaml',
    annotationsFile: ANNOTATIONS_FILE,
    forge: 'github',
    fixture: { type: 'issue', title: 'Bug', body: 'It breaks', base: 'main', files: [], labels: [] },
    seedIssues: [],
    input: {},
    annotations: {},
    limits: [],
    ...partial,
  };
}

export function suite(partial: Partial<SuiteConfig> = {}): SuiteConfig {
  return {
    skill: 'triage',
    name: 'triage',
    dir: '/repo/eval/triage',
    evalFile: EVAL_FILE,
    execution: { timeout_s: 600, parallelism: 1, env: {}, repeat: 1, retries: 0, kill_grace_s: 5 },
    runner: { type: 'cli', command: ['agent'], env: {}, format: 'auto', output_cap_bytes: 10_000_000 },
    sandbox: { type: 'none', image: '', network: 'bridge' },
    models: {},
    judges: [],
    gates: [],
    hooks: { before_each: [], after_each: [] },
    cases: [],
    raw: {},
    ...partial,
  };
}

export function metrics(partial: Partial<Metrics> = {}): Metrics {
  return {
    num_turns: 8,
    total_cost_usd: 0.42,
    token_usage: { input: 1200, output: 300, reasoning: 0, cache_creation: 50, cache_read: 900 },
    iterations: 1,
    tool_calls: 5,
    model: 'claude-sonnet-4-5',
    models: {},
    status: 'success',
    estimated: false,
    duration_ms: 61_500,
    cost_source: 'agent',
    source: 'agent:output/metrics.json',
    ...partial,
  };
}

export function fixtureState(partial: Partial<FixtureState> = {}): FixtureState {
  return {
    fixture_type: 'issue',
    fixture_url: 'https://github.com/eval-org/fx-1/issues/1',
    number: 1,
    repo: 'eval-org/fx-1',
    state: 'OPEN',
    title: 'Crash when the URL has spaces',
    labels: ['Bug', 'triaged'],
    assignees: [],
    milestone: null,
    comments: [{ author: 'triage-bot[bot]', body: 'Thanks! This looks like a URL encoding bug in parse().', created_at: '2026-01-01T00:00:00Z' }],
    seed_issues: [],
    captured_at: '2026-01-01T00:00:00Z',
    ...partial,
  };
}

/** A judge result as a case run would hold it. */
export function result(name: string, value: number | boolean | null, opts: { pass?: boolean; scale?: [number, number]; error?: string } = {}): JudgeResult {
  const scale = opts.scale;
  const score =
    value === null ? null : typeof value === 'boolean' ? (value ? 1 : 0) : scale ? (value - scale[0]) / (scale[1] - scale[0]) : value;
  return {
    name,
    kind: typeof value === 'boolean' ? 'check' : 'prompt',
    value,
    score,
    pass: opts.pass ?? (value === null ? false : typeof value === 'boolean' ? value : (score as number) >= 0.8),
    error: opts.error ?? (value === null ? 'boom' : null),
    rationale: '',
    ...(scale ? { scale } : {}),
  };
}

/** A case run directory with the normalised files and the agent's output/. */
export async function makeRunDir(opts: { metrics?: Metrics | null; state?: FixtureState | null; outputFiles?: Record<string, string | Buffer> } = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'scoring-run-'));
  await mkdir(join(dir, 'output'), { recursive: true });
  if (opts.metrics) await writeFile(join(dir, 'metrics.json'), JSON.stringify(opts.metrics, null, 2));
  if (opts.state) await writeFile(join(dir, 'fixture-state.json'), JSON.stringify(opts.state, null, 2));
  await writeFile(join(dir, 'transcript.ndjson'), '{"type":"system"}\n');
  for (const [rel, content] of Object.entries(opts.outputFiles ?? {})) {
    const full = join(dir, 'output', rel);
    await mkdir(join(full, '..'), { recursive: true });
    await writeFile(full, content);
  }
  return dir;
}
