import { parseArgs } from 'node:util';
import { lintCommand } from '../lint/lint-command.js';
import { parseShard } from '../engine/shard.js';
import { EXIT, type ExitCode } from '../engine/exit-codes.js';

const USAGE = `fullsend-functional: functional tests for agent pipelines against throw-away GitHub fixtures

Usage:
  fullsend-functional lint [EVAL_DIR] [--skill S]
  fullsend-functional run [EVAL_DIR] [--skill S] [--cases GLOB] [--repeat N] [--concurrency K]
                          [--shard I/N] [--threshold X] [--output DIR] [--sandbox docker|none]
                          [--image IMAGE] [--owner ORG] [--keep-fixtures] [--no-cache]
                          [--rerun-failed RESULTS_JSON] [--judge-model MODEL]
  fullsend-functional report DIR... [--output DIR] [--eval-dir EVAL_DIR]
  fullsend-functional metrics TRANSCRIPT [--format claude|codex|gemini|auto]
  fullsend-functional cleanup --owner ORG [--older-than 2h] [--dry-run]
  fullsend-functional demo [EVAL_DIR] [--sandbox docker|none] [--output DIR] [--cases GLOB]
  fullsend-functional emulator [--port P]      (a local GitHub emulator for tests and self-test)

Exit codes: 0 every gate met, 1 a gate missed, 2 authoring or configuration error, 3 infrastructure error.
Environment: GITHUB_API_URL, GITHUB_SERVER_URL, GH_TOKEN or GITHUB_TOKEN, EVAL_ORG,
ANTHROPIC_API_KEY / ANTHROPIC_BASE_URL / ANTHROPIC_VERTEX_PROJECT_ID + CLOUD_ML_REGION / OPENAI_API_KEY / OPENAI_BASE_URL.`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

const defaultIo: CliIo = {
  out: (l) => process.stdout.write(l + '\n'),
  err: (l) => process.stderr.write(l + '\n'),
  env: process.env,
  cwd: process.cwd(),
};

class UsageError extends Error {}

function num(name: string, v: string | undefined, opts: { int?: boolean; min?: number; max?: number } = {}): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n) || (opts.int && !Number.isInteger(n)) || (opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
    const range = opts.min !== undefined && opts.max !== undefined ? ` from ${opts.min} to ${opts.max}` : opts.min !== undefined ? ` of at least ${opts.min}` : '';
    throw new UsageError(`--${name} takes ${opts.int ? 'a whole number' : 'a number'}${range}, got '${v}'`);
  }
  return n;
}

/** Runs one CLI invocation and returns its exit code. */
export async function runCli(argv: string[], io: CliIo = defaultIo): Promise<ExitCode> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'lint': {
        const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { skill: { type: 'string' } } });
        const res = await lintCommand({ evalDir: positionals[0] ?? 'eval', skill: values.skill, cwd: io.cwd, out: io.out });
        return res.exitCode;
      }
      case 'run':
      case 'demo': {
        const { values, positionals } = parseArgs({
          args: rest,
          allowPositionals: true,
          options: {
            skill: { type: 'string' },
            cases: { type: 'string', multiple: true },
            repeat: { type: 'string' },
            concurrency: { type: 'string' },
            shard: { type: 'string' },
            threshold: { type: 'string' },
            output: { type: 'string' },
            sandbox: { type: 'string' },
            image: { type: 'string' },
            owner: { type: 'string' },
            'keep-fixtures': { type: 'boolean' },
            'no-cache': { type: 'boolean' },
            'rerun-failed': { type: 'string' },
            'judge-model': { type: 'string' },
          },
        });
        const sandbox = values.sandbox;
        if (sandbox !== undefined && sandbox !== 'docker' && sandbox !== 'none') throw new UsageError(`--sandbox takes docker or none, got '${sandbox}'`);
        const opts = {
          evalDir: positionals[0] ?? 'eval',
          skill: values.skill,
          cases: values.cases?.flatMap((c) => c.split(',')).filter(Boolean),
          repeat: num('repeat', values.repeat, { int: true, min: 1 }),
          concurrency: num('concurrency', values.concurrency, { int: true, min: 1 }),
          shard: values.shard === undefined ? undefined : parseShard(values.shard),
          threshold: num('threshold', values.threshold, { min: 0, max: 1 }),
          outputDir: values.output,
          sandbox: sandbox as 'docker' | 'none' | undefined,
          image: values.image,
          owner: values.owner,
          keepFixtures: values['keep-fixtures'] ?? false,
          noCache: values['no-cache'] ?? false,
          rerunFailed: values['rerun-failed'],
          judgeModel: values['judge-model'],
        };
        if (command === 'demo') {
          const { demoCommand } = await import('../demo/demo-command.js');
          return await demoCommand(opts, io);
        }
        const { runCommand } = await import('../engine/run-command.js');
        return await runCommand(opts, io);
      }
      case 'report': {
        const { values, positionals } = parseArgs({
          args: rest,
          allowPositionals: true,
          options: { output: { type: 'string' }, 'eval-dir': { type: 'string' } },
        });
        if (positionals.length === 0) throw new UsageError('report needs at least one directory holding results.json (a shard output)');
        const { reportCommand } = await import('../report/report-command.js');
        return await reportCommand({ dirs: positionals, outputDir: values.output, evalDir: values['eval-dir'] }, io);
      }
      case 'metrics': {
        const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { format: { type: 'string' } } });
        if (positionals.length !== 1) throw new UsageError('metrics takes one transcript file');
        const format = (values.format ?? 'auto') as 'claude' | 'codex' | 'gemini' | 'auto';
        if (!['claude', 'codex', 'gemini', 'auto'].includes(format)) throw new UsageError(`--format takes claude, codex, gemini or auto`);
        const { metricsCommand } = await import('../metrics/metrics-command.js');
        await metricsCommand(positionals[0], { format }, { write: (chunk: string) => (io.out(chunk.replace(/\n$/, '')), true) });
        return EXIT.OK;
      }
      case 'cleanup': {
        const { values } = parseArgs({
          args: rest,
          options: { owner: { type: 'string' }, 'older-than': { type: 'string' }, 'dry-run': { type: 'boolean' } },
        });
        const owner = values.owner ?? io.env.EVAL_ORG;
        if (!owner) throw new UsageError('cleanup needs --owner ORG (or EVAL_ORG)');
        const { cleanupCommand } = await import('../fixtures/cleanup-command.js');
        return await cleanupCommand({ owner, olderThan: values['older-than'] ?? '2h', dryRun: values['dry-run'] ?? false }, io);
      }
      case 'emulator': {
        const { values } = parseArgs({ args: rest, options: { port: { type: 'string' }, token: { type: 'string' }, org: { type: 'string' } } });
        const { startGitHubEmulator } = await import('../emulator/github-emulator.js');
        const emu = await startGitHubEmulator({ port: num('port', values.port, { int: true, min: 0 }), token: values.token, org: values.org });
        io.out(JSON.stringify({ apiUrl: emu.apiUrl, serverUrl: emu.serverUrl, token: emu.token, org: emu.org, user: emu.user }));
        await new Promise<void>((resolve) => {
          const stop = () => void emu.close().finally(resolve);
          process.once('SIGTERM', stop);
          process.once('SIGINT', stop);
        });
        return EXIT.OK;
      }
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.out(USAGE);
        return command === undefined ? EXIT.CONFIG : EXIT.OK;
      case '--version':
        io.out('fullsend-functional 1.0.0');
        return EXIT.OK;
      default:
        throw new UsageError(`unknown command '${command}'`);
    }
  } catch (err) {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`fullsend-functional: ${(err as Error).message}`);
      io.err(`Run 'fullsend-functional --help' for usage.`);
      return EXIT.CONFIG;
    }
    io.err(`fullsend-functional: ${(err as Error).stack ?? String(err)}`);
    return EXIT.INFRA;
  }
}
