import { describe, expect, it } from 'vitest';
import { buildArgv, splitShellWords } from '../../src/runner/command-template.js';
import { EnvExpansionError, expandEnv } from '../../src/runner/env-expansion.js';

describe('buildArgv', () => {
  const ph = { agent: 'triage', workspace: '/tmp/ws dir', output_dir: '/tmp/out', model: 'claude-sonnet-4-5', priority: 'high' };

  it("fullsend's runner.command array works as written", () => {
    expect(buildArgv(['run-fullsend.sh', '{agent}', '{workspace}', '{output_dir}'], ph)).toEqual([
      'run-fullsend.sh', 'triage', '/tmp/ws dir', '/tmp/out',
    ]);
  });

  it('splits a string command like a shell, without running one, and keeps a substituted value as one argument', () => {
    expect(buildArgv(`claude -p "triage {agent}" --model={model} 'it''s' a\\ b {workspace} --label {priority}`, ph)).toEqual([
      'claude', '-p', 'triage triage', '--model=claude-sonnet-4-5', 'its', 'a b', '/tmp/ws dir', '--label', 'high',
    ]);
    expect(splitShellWords(`a "x \\"y\\" \\$z" '' "" 'q\\n'`)).toEqual(['a', 'x "y" $z', '', '', 'q\\n']);
  });

  it('names an unknown placeholder', () => {
    expect(() => buildArgv(['run.sh', '{agnet}'], ph)).toThrow(/unknown placeholder \{agnet\} in runner.command argument 2/);
  });

  it('leaves braces that are not placeholders alone', () => {
    expect(buildArgv(['node', '-e', 'console.log({ a: 1 }, "{}")'], ph)).toEqual(['node', '-e', 'console.log({ a: 1 }, "{}")']);
  });

  it('refuses shell operators and unterminated quotes with a clear message', () => {
    expect(() => buildArgv('claude -p x | tee log', ph)).toThrow(/shell operator "\|".*not run by a shell/);
    expect(() => buildArgv('echo "open', ph)).toThrow(/unterminated double quote/);
    expect(buildArgv('echo "a | b"', ph)).toEqual(['echo', 'a | b']);
  });
});

describe('expandEnv', () => {
  const host = { HOME: '/home/u', TOKEN: 'abc', EMPTY: '' };
  const ctx = { file: 'eval/triage/eval.yaml', keyPath: 'runner.env' };

  it('expands $VAR and ${VAR}', () => {
    expect(expandEnv({ A: '$HOME/x', B: '${TOKEN}-1', C: 'cost $$5', D: 'a$' }, host, ctx)).toEqual({
      A: '/home/u/x', B: 'abc-1', C: 'cost $5', D: 'a$',
    });
  });

  it('an unset variable is an error naming it and the key', () => {
    let err: unknown;
    try {
      expandEnv({ EVAL_MODEL: '$EVAL_MODEL' }, host, ctx);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EnvExpansionError);
    expect((err as EnvExpansionError).message).toMatch(
      /eval\/triage\/eval.yaml: runner.env.EVAL_MODEL: environment variable EVAL_MODEL is not set; .*\$\{EVAL_MODEL:-default\}/,
    );
    expect((err as EnvExpansionError).variable).toBe('EVAL_MODEL');
  });

  it('optional forms: ${VAR:-default} and ${VAR-}', () => {
    expect(expandEnv({ A: '${EVAL_MODEL:-sonnet}', B: '${EVAL_MODEL-}', C: '${EMPTY:-d}', D: '${EMPTY-d}', E: '${TOKEN:-d}' }, host, ctx)).toEqual({
      A: 'sonnet', B: '', C: 'd', D: '', E: 'abc',
    });
  });
});
