import type { CaseConfig, SuiteConfig } from '../model/config.js';
import type { FixtureRef } from './fixture-backend.js';

export interface ContractInputs {
  fixture: FixtureRef;
  token: string;
  apiUrl: string;
  serverUrl: string;
  /** OUTPUT_DIR as the agent sees it (host path, or the container mount). */
  outputDir: string;
}

/** The runner contract's variables (DESIGN.md, "What the agent gets"). */
export function contractEnv(c: ContractInputs): Record<string, string> {
  return {
    FIXTURE_URL: c.fixture.url,
    FIXTURE_NUMBER: String(c.fixture.number),
    FIXTURE_TYPE: c.fixture.type,
    EPHEMERAL_REPO: c.fixture.repo,
    FORGE: 'github',
    GH_TOKEN: c.token,
    GITHUB_TOKEN: c.token,
    GITHUB_API_URL: c.apiUrl,
    GITHUB_SERVER_URL: c.serverUrl,
    OUTPUT_DIR: c.outputDir,
  };
}

/** Placeholders of runner.command, host-side; the runner maps the path ones for its sandbox. */
export function commandPlaceholders(opts: {
  suite: SuiteConfig;
  caseConfig: CaseConfig;
  fixture: FixtureRef;
  workspaceDir: string;
  outputDir: string;
  evalDir: string;
}): Record<string, string> {
  const { suite, caseConfig, fixture } = opts;
  const fromInput: Record<string, string> = {};
  for (const [k, v] of Object.entries(caseConfig.input)) {
    if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') fromInput[k] = v === null ? '' : String(v);
  }
  return {
    ...fromInput,
    agent: suite.skill,
    skill: suite.skill,
    workspace: opts.workspaceDir,
    output_dir: opts.outputDir,
    eval_dir: opts.evalDir,
    model: suite.models.skill ?? '',
    timeout: String(suite.execution.timeout_s),
    max_budget_usd: suite.execution.max_budget_usd === undefined ? '' : String(suite.execution.max_budget_usd),
    fixture_url: fixture.url,
    fixture_number: String(fixture.number),
    repo: fixture.repo,
    case: caseConfig.id,
  };
}

const SECRET_NAME = /(TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|PRIVATE_KEY|CREDENTIAL)/i;

/** Names whose values must not appear on a command line (they go through an env file). */
export function secretKeysOf(env: Record<string, string>): string[] {
  return Object.keys(env).filter((k) => SECRET_NAME.test(k) || /^GIT_CONFIG_VALUE_\d+$/.test(k));
}
