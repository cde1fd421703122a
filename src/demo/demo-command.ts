import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildExampleImage, EXAMPLE_IMAGE_TAG } from '../../scripts/build-example-image.mjs';
import type { CliIo } from '../cli/cli-helper.js';
import { startGitHubEmulator } from '../emulator/github-emulator.js';
import { EXIT, type ExitCode } from '../engine/exit-codes.js';
import { executeRun, type RunCommandOptions } from '../engine/run-command.js';

export const STAND_IN_LABEL = 'deterministic stand-in judge (no ANTHROPIC_API_KEY or OPENAI_API_KEY set)';

/** The bundled deterministic judge: next to the eval dir, else in the package's own eval/. */
export function findStandInJudge(evalDir: string): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(evalDir, 'judges', 'deterministic-judge.mjs'),
    path.resolve(here, '..', '..', 'eval', 'judges', 'deterministic-judge.mjs'),
    path.resolve(here, '..', 'eval', 'judges', 'deterministic-judge.mjs'),
  ];
  return candidates.find((c) => existsSync(c));
}

export function dockerDaemonReachable(): boolean {
  const r = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { stdio: ['ignore', 'pipe', 'ignore'], timeout: 15_000 });
  return r.status === 0 && r.stdout.toString().trim() !== '';
}

/** `fullsend-functional demo`: the whole pipeline on the example suite against an embedded GitHub, offline. */
export async function demoCommand(opts: RunCommandOptions, io: CliIo): Promise<ExitCode> {
  const evalDir = path.resolve(io.cwd, opts.evalDir);
  const emu = await startGitHubEmulator({});
  io.out(`embedded GitHub emulator at ${emu.apiUrl} (org ${emu.org})`);
  try {
    let sandbox = opts.sandbox;
    let image = opts.image;
    if (sandbox === undefined) {
      if (dockerDaemonReachable()) {
        sandbox = 'docker';
        if (!image) {
          io.out(`docker daemon found: building the example image ${EXAMPLE_IMAGE_TAG} offline (once)`);
          image = await buildExampleImage({ log: (l) => io.out(`  ${l}`) });
        }
        io.out(`sandbox: docker (${image}), network host to reach the embedded GitHub`);
      } else {
        sandbox = 'none';
        io.out('sandbox: none: no docker daemon is reachable, so the agent runs as a local process group');
      }
    }
    const env: NodeJS.ProcessEnv = { ...io.env, EVAL_ORG: emu.org, GH_TOKEN: emu.token, GITHUB_TOKEN: emu.token };
    let fallbackJudge = opts.fallbackJudge;
    if (io.env.ANTHROPIC_API_KEY || io.env.OPENAI_API_KEY || io.env.ANTHROPIC_VERTEX_PROJECT_ID) {
      io.out('LLM judges: a real model (credentials found in the environment)');
    } else if (!fallbackJudge) {
      const judge = findStandInJudge(evalDir);
      if (judge) {
        fallbackJudge = { argv: [process.execPath, judge], label: STAND_IN_LABEL };
        io.out(`LLM judges: ${STAND_IN_LABEL}`);
      } else {
        io.out('LLM judges: no model credentials and no bundled stand-in judge found; prompt judges will error');
      }
    }
    const run = await executeRun(
      { ...opts, sandbox, image, owner: emu.org, outputDir: opts.outputDir ?? '.fullsend/demo', fallbackJudge },
      { ...io, env },
      { github: { apiUrl: emu.apiUrl, serverUrl: emu.serverUrl, token: emu.token }, runId: `demo-${Date.now()}` },
    );
    if (run.summary) {
      io.out('');
      io.out(run.summary);
    }
    const left = emu.listRepos().filter((r) => r.full_name.startsWith(`${emu.org}/eval-`));
    if (!opts.keepFixtures && left.length > 0) io.err(`warning: ${left.length} fixture repo(s) were left in the emulator`);
    return run.exitCode;
  } catch (err) {
    io.err(`demo: ${(err as Error).stack ?? String(err)}`);
    return EXIT.INFRA;
  } finally {
    await emu.close();
  }
}
