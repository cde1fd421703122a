// A judge that is a local program: the rendered prompt on stdin, the judge's
// name and scale in the environment, `{"score": n, "rationale": "..."}` on stdout.
import { spawn } from 'node:child_process';
import { MalformedAnswerError, ProviderCallError, type JudgeProvider, type ProviderAnswer } from './types.js';

export interface CommandProviderOptions {
  argv: string[];
  /** Shown in results, e.g. `deterministic stand-in`. */
  label?: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  cwd?: string;
}

function parseAnswer(stdout: string): Record<string, unknown> {
  const trimmed = stdout.trim();
  const candidates = [trimmed, ...trimmed.split('\n').map((l) => l.trim()).filter(Boolean).reverse()];
  for (const c of candidates) {
    try {
      const v = JSON.parse(c) as unknown;
      if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
    } catch {
      // try the next candidate
    }
  }
  throw new MalformedAnswerError(`the judge command printed no JSON object with score and rationale${trimmed ? `: ${JSON.stringify(trimmed.slice(0, 200))}` : ' (empty output)'}`);
}

function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

export function commandProvider(options: CommandProviderOptions): JudgeProvider {
  if (options.argv.length === 0) throw new Error('a command judge needs a non-empty argv');
  return {
    name: 'command',
    label: options.label,
    needsModel: false,
    identity: { argv: options.argv },
    score(req) {
      return new Promise<ProviderAnswer>((resolve, reject) => {
        const [bin, ...args] = options.argv;
        const child = spawn(bin, args, {
          cwd: options.cwd,
          env: {
            ...options.env,
            JUDGE_NAME: req.judgeName,
            JUDGE_SCALE_MIN: String(req.scale[0]),
            JUDGE_SCALE_MAX: String(req.scale[1]),
            ...(req.model ? { JUDGE_MODEL: req.model } : {}),
          },
          stdio: ['pipe', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        let timedOut = false;
        child.stdout.setEncoding('utf8').on('data', (c: string) => {
          if (stdout.length < 1_000_000) stdout += c;
        });
        child.stderr.setEncoding('utf8').on('data', (c: string) => {
          stderr = (stderr + c).slice(-4000);
        });
        child.stdin.on('error', () => undefined);
        const timer = setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, options.timeoutMs);
        child.on('error', (err: NodeJS.ErrnoException) => {
          clearTimeout(timer);
          reject(new ProviderCallError(err.code === 'ENOENT' ? `judge command not found: ${bin}` : `judge command ${bin}: ${err.message}`, 1));
        });
        child.on('close', (code) => {
          clearTimeout(timer);
          if (timedOut) return reject(new ProviderCallError(`judge command timed out after ${options.timeoutMs / 1000}s`, 1));
          if (code !== 0) {
            return reject(new ProviderCallError(`judge command exited with ${code}${stderr.trim() ? `: ${stderr.trim().slice(-300)}` : ''}`, 1));
          }
          try {
            const a = parseAnswer(stdout);
            resolve({
              score: a.score,
              rationale: a.rationale,
              label: typeof a.label === 'string' ? a.label : options.label,
              model: typeof a.model === 'string' ? a.model : req.model,
              input_tokens: num(a.input_tokens),
              output_tokens: num(a.output_tokens),
              cache_read_tokens: 0,
              cache_write_tokens: 0,
              ...(typeof a.cost_usd === 'number' ? { cost_usd: a.cost_usd } : {}),
              calls: 1,
            });
          } catch (err) {
            reject(err);
          }
        });
        child.stdin.end(req.prompt);
      });
    },
  };
}
