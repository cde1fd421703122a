import * as core from '@actions/core';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CliIo } from '../cli/cli-helper.js';
import { EXIT, type ExitCode } from '../engine/exit-codes.js';
import { executeRun, type RunCommandOptions, type RunExecution } from '../engine/run-command.js';
import { parseShard } from '../engine/shard.js';
import { annotationsFromDiagnostics, annotationsFromResults } from '../report/annotations.js';
import type { Results } from '../types.js';
import { artifactName, artifactNamePrefix } from './artifact-names.js';
import { collectSecrets } from './scrub.js';
import { STATE_FIXTURES_FILE } from './action-state.js';
import { commentSummary, emitAnnotations, setResultOutputs } from './action-outputs.js';


function input(name: string): string | undefined {
  const v = core.getInput(name);
  return v === '' ? undefined : v;
}

function numberInput(name: string, opts: { int?: boolean; min?: number; max?: number } = {}): number | undefined {
  const v = input(name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || (opts.int && !Number.isInteger(n)) || (opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
    throw new InputError(`input '${name}' must be ${opts.int ? 'a whole number' : 'a number'}${opts.min !== undefined ? ` >= ${opts.min}` : ''}${opts.max !== undefined ? ` <= ${opts.max}` : ''}, got '${v}'`);
  }
  return n;
}

class InputError extends Error {}

/** A boolean input; empty means the default (action.yml defaults are not applied outside the runner). */
function boolInput(name: string, fallback: boolean): boolean {
  const v = input(name);
  if (v === undefined) return fallback;
  if (/^(true|True|TRUE)$/.test(v)) return true;
  if (/^(false|False|FALSE)$/.test(v)) return false;
  throw new InputError(`input '${name}' must be true or false, got '${v}'`);
}

/** Where the previous attempt's results.json is: a path given, or the results artifact of the previous attempt of this run. */
async function resolveRerun(value: string | undefined, log: (l: string) => void): Promise<string | undefined> {
  if (!value || value === 'false') return undefined;
  if (value !== 'true' && value !== 'previous') {
    if (!existsSync(value)) throw new InputError(`input 'rerun-failed': ${value} does not exist (give a results.json path, or 'true' for the previous attempt)`);
    return value;
  }
  const attempt = Number(process.env.GITHUB_RUN_ATTEMPT ?? '1');
  if (attempt <= 1) throw new InputError(`input 'rerun-failed: ${value}' needs a previous attempt of this workflow run (this is attempt ${attempt}); give a results.json path instead`);
  const dest = await mkdtemp(path.join(process.env.RUNNER_TEMP ?? os.tmpdir(), 'ff-previous-'));
  const prefix = artifactNamePrefix({ prefix: input('artifact-name') });
  const previous = artifactName({ prefix: input('artifact-name'), attempt: attempt - 1, shard: shardInput() });
  const { downloadRunArtifacts } = await import('./artifacts.js');
  const got = await downloadRunArtifacts({ namePrefix: prefix, destDir: dest, log });
  const match = got.find((a) => a.name === previous) ?? got.find((a) => a.name.includes(`attempt-${attempt - 1}`));
  if (!match) throw new InputError(`input 'rerun-failed': no artifact '${previous}' from attempt ${attempt - 1} in this run`);
  const file = path.join(match.path, 'results.json');
  if (!existsSync(file)) throw new InputError(`input 'rerun-failed': artifact ${match.name} holds no results.json`);
  log(`rerunning what did not pass in attempt ${attempt - 1} (${match.name})`);
  return file;
}

function shardInput() {
  const s = input('shard');
  return s ? parseShard(s) : undefined;
}

/** The action's main step. */
export async function runAction(): Promise<void> {
  let exec: RunExecution | undefined;
  let exitCode: ExitCode = EXIT.INFRA;
  try {
    const token = input('github-token') ?? process.env.GH_TOKEN ?? process.env.GITHUB_TOKEN;
    const env: NodeJS.ProcessEnv = { ...process.env };
    if (token) {
      env.GH_TOKEN = token;
      env.GITHUB_TOKEN = token;
      core.setSecret(token);
    }
    // The fixtures' GitHub may differ from the one running the workflow (GHES, an emulator).
    const apiUrl = input('api-url');
    const serverUrl = input('server-url');
    if (apiUrl) env.GITHUB_API_URL = apiUrl;
    if (serverUrl) env.GITHUB_SERVER_URL = serverUrl;
    const owner = input('owner') ?? process.env.EVAL_ORG;
    if (owner) env.EVAL_ORG = owner;
    for (const s of collectSecrets(env)) core.setSecret(s);

    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const sandbox = input('sandbox');
    if (sandbox !== undefined && sandbox !== 'docker' && sandbox !== 'none') throw new InputError(`input 'sandbox' must be docker or none, got '${sandbox}'`);
    const stateDir = await mkdtemp(path.join(process.env.RUNNER_TEMP ?? os.tmpdir(), 'ff-state-'));
    const stateFile = path.join(stateDir, 'fixtures.json');
    core.saveState(STATE_FIXTURES_FILE, stateFile);

    const log = (l: string) => core.info(l);
    const opts: RunCommandOptions = {
      evalDir: input('eval-dir') ?? 'eval',
      skill: input('skill'),
      cases: input('cases')?.split(/[\s,]+/).filter(Boolean),
      repeat: numberInput('repeat', { int: true, min: 1 }),
      concurrency: numberInput('concurrency', { int: true, min: 1 }),
      shard: shardInput(),
      threshold: numberInput('threshold', { min: 0, max: 1 }),
      outputDir: input('output-dir') ?? path.join(process.env.RUNNER_TEMP ?? '.fullsend', 'fullsend-functional-results'),
      sandbox: sandbox as 'docker' | 'none' | undefined,
      image: input('image'),
      owner,
      keepFixtures: boolInput('keep-fixtures', false),
      noCache: boolInput('no-cache', false),
      rerunFailed: await resolveRerun(input('rerun-failed'), log),
      judgeModel: input('judge-model'),
    };
    const io: CliIo = { out: log, err: (l) => core.info(l), env, cwd: workspace };
    exec = await executeRun(opts, io, { stateFile, runId: `${process.env.GITHUB_RUN_ID ?? 'local'}-${process.env.GITHUB_RUN_ATTEMPT ?? '1'}` });
    exitCode = exec.exitCode;

    emitAnnotations([
      ...annotationsFromDiagnostics(exec.diagnostics, workspace),
      ...(exec.results ? annotationsFromResults(exec.results, workspace) : []),
    ]);
    const resultsPath = exec.results ? path.join(exec.outputDir, 'results.json') : undefined;
    const summaryPath = exec.results ? path.join(exec.outputDir, 'summary.md') : undefined;
    if (exec.summary) await core.summary.addRaw(exec.summary, true).write();
    setResultOutputs(exec.results, { results: resultsPath, summary: summaryPath }, exitCode);

    if (exec.results && boolInput('upload-artifacts', true)) {
      const { missingArtifactEnv, uploadRunArtifact } = await import('./artifacts.js');
      const missing = missingArtifactEnv(process.env);
      if (missing.length > 0) {
        core.warning(`artifacts not uploaded: ${missing.join(', ')} not set (not running on GitHub Actions?)`);
      } else {
        const name = artifactName({ prefix: input('artifact-name'), shard: opts.shard });
        const up = await uploadRunArtifact({ name, rootDir: exec.outputDir, secrets: collectSecrets(env), log });
        core.setOutput('artifact-name', name);
        core.info(`uploaded artifact ${name}: ${up.files} files, ${up.size} bytes, ${up.replacements} secret occurrence(s) scrubbed`);
      }
    }

    const commentToken = input('pr-comment-token') ?? token;
    if (exec.summary && boolInput('pr-comment', false) && commentToken) await commentSummary(commentToken, exec.summary, log);

    if (exitCode === EXIT.GATE_MISSED) {
      const r = exec.results!;
      const missed = r.gates.filter((g) => !g.pass).length;
      core.setFailed(`${r.totals.cases - r.totals.passed} of ${r.totals.cases} cases did not pass${missed ? `, ${missed} gate(s) missed` : ''}`);
    } else if (exitCode === EXIT.CONFIG) {
      core.setFailed(`authoring or configuration error: ${exec.diagnostics.filter((d) => d.severity === 'error').length || 'see the log'}; nothing was run`);
    } else if (exitCode === EXIT.INFRA) {
      core.setFailed(`infrastructure error (not a test failure): ${describeInfra(exec.results)}`);
    }
  } catch (err) {
    exitCode = err instanceof InputError ? EXIT.CONFIG : EXIT.INFRA;
    setResultOutputs(exec?.results, {}, exitCode);
    core.setFailed(err instanceof InputError ? err.message : `infrastructure error: ${(err as Error).stack ?? String(err)}`);
  }
}

function describeInfra(results: Results | undefined): string {
  if (!results) return 'the run did not complete';
  const errs = results.cases.flatMap((c) => c.runs.filter((r) => r.status === 'error').map((r) => `${c.skill}/${c.case}: ${r.reason}: ${r.error}`));
  return [...errs, ...results.warnings].slice(0, 3).join('; ') || 'see the log';
}
