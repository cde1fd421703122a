// Normalised configuration the loader produces from eval.yaml, input.yaml and
// annotations.yaml. Every later stage reads these, never the raw YAML.

/** A place in a source file (absolute path, 1-based line and column). */
export interface SourcePos {
  file: string;
  line: number;
  col: number;
}

export type JudgeKind = 'prompt' | 'check' | 'builtin';

/** Built-in deterministic check types, declared without code. */
export const BUILTIN_JUDGE_TYPES = ['labels', 'required_labels', 'forbidden_labels', 'state', 'comments', 'review', 'files_changed'] as const;

export type BuiltinJudgeType = (typeof BUILTIN_JUDGE_TYPES)[number];

export interface JudgeConfig {
  name: string;
  description?: string;
  kind: JudgeKind;
  /** LLM judge template (prompt, or the text of prompt_file resolved by the loader). */
  prompt?: string;
  prompt_file?: string;
  /** Python function body (agent-eval-harness contract). */
  check?: string;
  /** Built-in type name, for kind `builtin`. */
  type?: BuiltinJudgeType;
  /** Settings a built-in check takes (e.g. `min`, `max`, `match`, `not_match`, `paths`, `state`, `decision`). */
  args: Record<string, unknown>;
  /** Declared scale of an LLM judge: from `score_range`, default [1, 5]. */
  score_range?: [number, number];
  /** Rubric bands on a 0-10 scale: labels only, never thresholds. */
  score_ranges?: Array<{ min: number; max: number; label: string }>;
  samples: number;
  model?: string;
  /** `anthropic` | `vertex` | `openai` | `command`; detected from the environment when absent. */
  provider?: string;
  /** For provider `command`: argv of a program that prints {"score":..,"rationale":..}. */
  command?: string[];
  /** Files (relative to the case run directory) rendered into {{ outputs }} besides the fixture state. */
  files?: string[];
  timeout_s?: number;
  /** Resolved: a miss fails the case whatever the average. */
  required: boolean;
  /** Resolved 0-1 pass mark of this judge, if set (min_score, or converted deprecated spellings). */
  min_score?: number;
  pos: SourcePos;
}

export interface GateConfig {
  judge: string;
  kind: 'min_mean' | 'min_pass_rate' | 'max_error_rate' | 'min_score';
  threshold: number;
  pos: SourcePos;
}

export interface HookConfig {
  command: string;
  timeout?: number;
  description?: string;
  on_failure?: 'continue' | 'fail';
  /** True when the hook is one of fullsend's fixture scripts, replaced by the built-in fixture lifecycle. */
  builtin_replacement?: 'setup' | 'capture' | 'teardown';
  pos: SourcePos;
}

export interface SandboxConfig {
  type: 'docker' | 'none';
  image: string;
  /** docker network mode: bridge (default), none, host, or a named network. */
  network: string;
  cpus?: number;
  memory?: string;
  pids?: number;
  user?: string;
}

export interface RunnerConfig {
  type: 'cli';
  /** argv template, before placeholder substitution. A string command is split as a shell would, without a shell. */
  command: string[] | string;
  env: Record<string, string>;
  /** Transcript format: `claude` | `codex` | `gemini` | `auto`. */
  format: 'claude' | 'codex' | 'gemini' | 'auto';
  /** Cap for transcript.ndjson and agent.log, bytes. */
  output_cap_bytes: number;
}

export interface ExecutionConfig {
  mode?: string;
  /** Per case run, seconds. */
  timeout_s: number;
  parallelism: number;
  env: Record<string, string>;
  threshold?: number;
  repeat: number;
  max_budget_usd?: number;
  retries: number;
  /** Grace period between SIGTERM and SIGKILL, seconds. */
  kill_grace_s: number;
}

export interface FixtureFile {
  path: string;
  content: string;
}

export interface FixtureConfig {
  type: 'issue' | 'pull_request';
  title: string;
  body: string;
  base: string;
  head_branch?: string;
  files: FixtureFile[];
  labels: string[];
}

export interface SeedIssue {
  title: string;
  body: string;
  labels: string[];
  state: 'open' | 'closed';
}

/** Behavioural limit from annotations.yaml (`max_turns`, `max_cost_usd`, `max_tool_calls`, ...). */
export interface LimitConfig {
  name: string;
  value: number;
  pos: SourcePos;
}

export interface CaseConfig {
  /** Directory name under cases/, e.g. `001-bug-url-encoding`. */
  id: string;
  skill: string;
  dir: string;
  inputFile: string;
  annotationsFile: string;
  /** Resolved real path of repo/ (directory or symlink target), if present. */
  repoDir?: string;
  forge: 'github';
  fixture: FixtureConfig;
  seedIssues: SeedIssue[];
  /** The whole input.yaml, for placeholders. */
  input: Record<string, unknown>;
  /** The whole annotations.yaml, for judges. */
  annotations: Record<string, unknown>;
  limits: LimitConfig[];
  /** Per-case `threshold` override (0-1). */
  threshold?: number;
  thresholdPos?: SourcePos;
}

export interface SuiteConfig {
  skill: string;
  name: string;
  description?: string;
  dir: string;
  evalFile: string;
  execution: ExecutionConfig;
  runner: RunnerConfig;
  sandbox: SandboxConfig;
  models: { skill?: string; judge?: string };
  judges: JudgeConfig[];
  gates: GateConfig[];
  hooks: { before_each: HookConfig[]; after_each: HookConfig[] };
  cases: CaseConfig[];
  /** The whole eval.yaml. */
  raw: Record<string, unknown>;
}
