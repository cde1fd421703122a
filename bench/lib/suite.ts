// Writes a throw-away eval directory for the benchmarks: one suite, N issue
// cases, a shell no-op agent (optionally sleeping) that prints a minimal
// Claude Code stream-json `result` line, sandbox none, and only built-in
// judges, so scoring is real work but needs no Python and no model.
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchSuiteOptions {
  cases: number;
  /** Seconds the agent sleeps before printing its result; 0 = none. */
  agentSleepS?: number;
  sandbox?: 'none' | 'docker';
  image?: string;
  parallelism?: number;
  /** Parent directory; default the OS temp dir. */
  root?: string;
}

export interface BenchSuite {
  evalDir: string;
  skill: string;
  cleanup(): Promise<void>;
}

export const BENCH_SKILL = 'bench';
export const FIXTURE_LABEL = 'bench-label';

const RESULT_LINE =
  '{"type":"result","subtype":"success","is_error":false,"duration_ms":1,"num_turns":1,"total_cost_usd":0.001,' +
  '"usage":{"input_tokens":10,"output_tokens":5,"cache_creation_input_tokens":0,"cache_read_input_tokens":0},' +
  '"modelUsage":{"claude-sonnet-4-5":{"inputTokens":10,"outputTokens":5,"cacheReadInputTokens":0,"cacheCreationInputTokens":0,"costUSD":0.001}}}';

function agentScript(sleepS: number): string {
  return `#!/bin/sh\n${sleepS > 0 ? `sleep ${sleepS}\n` : ''}printf '%s\\n' '${RESULT_LINE}'\n`;
}

function evalYaml(o: Required<Pick<BenchSuiteOptions, 'sandbox' | 'parallelism'>> & { image?: string }): string {
  const sandbox = o.sandbox === 'docker' ? `sandbox:\n  type: docker\n  image: ${o.image}\n  network: none\n` : 'sandbox:\n  type: none\n';
  return `name: bench
description: Generated benchmark suite
skill: ${BENCH_SKILL}
execution:
  timeout: 120
  parallelism: ${o.parallelism}
runner:
  type: cli
  command: ["sh", "{eval_dir}/${BENCH_SKILL}/agent.sh"]
${sandbox}judges:
  - name: required_labels
    description: The fixture keeps the label it was created with
    type: required_labels
  - name: open_state
    description: The issue is still open
    type: state
thresholds:
  required_labels: {min_pass_rate: 1.0}
  open_state: {min_pass_rate: 1.0}
`;
}

const INPUT = (k: number) => `forge: github
fixture:
  type: issue
  title: "Benchmark issue ${k}"
  body: |
    Steps to reproduce: run the benchmark case ${k}.
    Expected: nothing happens. Actual: nothing happens.
  labels: [${FIXTURE_LABEL}]
`;

const ANNOTATIONS = `state: open
labels:
  required: [${FIXTURE_LABEL}]
max_turns: 5
max_cost_usd: 1.0
`;

const REPO_FILES: Record<string, string> = {
  'README.md': '# bench\n\nA small repository for benchmark fixtures.\n',
  'src/index.js': "export function add(a, b) {\n  return a + b;\n}\n",
  'package.json': '{\n  "name": "bench",\n  "version": "1.0.0",\n  "type": "module"\n}\n',
};

export async function writeBenchSuite(opts: BenchSuiteOptions): Promise<BenchSuite> {
  const evalDir = await mkdtemp(join(opts.root ?? tmpdir(), 'ff-bench-eval-'));
  const suiteDir = join(evalDir, BENCH_SKILL);
  await mkdir(join(suiteDir, 'cases'), { recursive: true });
  await writeFile(join(suiteDir, 'eval.yaml'), evalYaml({ sandbox: opts.sandbox ?? 'none', parallelism: opts.parallelism ?? 4, image: opts.image }));
  await writeFile(join(suiteDir, 'agent.sh'), agentScript(opts.agentSleepS ?? 0));
  await chmod(join(suiteDir, 'agent.sh'), 0o755);
  const width = String(opts.cases).length;
  for (let k = 1; k <= opts.cases; k++) {
    const dir = join(suiteDir, 'cases', `${String(k).padStart(width, '0')}-case`);
    await mkdir(join(dir, 'repo', 'src'), { recursive: true });
    await writeFile(join(dir, 'input.yaml'), INPUT(k));
    await writeFile(join(dir, 'annotations.yaml'), ANNOTATIONS);
    for (const [p, text] of Object.entries(REPO_FILES)) await writeFile(join(dir, 'repo', p), text);
  }
  return { evalDir, skill: BENCH_SKILL, cleanup: () => rm(evalDir, { recursive: true, force: true }) };
}

/** The files every fixture repo starts with, for replaying the tree write. */
export function benchRepoFiles(): Record<string, string> {
  return { ...REPO_FILES };
}
