import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEvalDir } from '../../src/model/load-suites.js';

const compat = path.resolve(import.meta.dirname, '../data/fullsend-compat');

describe("fullsend's suite format, unchanged", () => {
  it('loads with no error and no warning', async () => {
    const res = await loadEvalDir({ evalDir: compat });
    expect(res.diagnostics.items).toEqual([]);
    expect(res.suites).toHaveLength(1);
  });

  it('reads judges, gates, hooks, runner and execution as fullsend means them', async () => {
    const [suite] = (await loadEvalDir({ evalDir: compat })).suites;
    expect(suite.skill).toBe('triage');
    expect(suite.execution).toMatchObject({ mode: 'case', timeout_s: 900, parallelism: 4, repeat: 1, retries: 0 });
    expect(suite.execution.env.EVAL_MODEL).toBe('$EVAL_MODEL');
    expect(suite.runner.command).toEqual(['run-fullsend.sh', '{agent}', '{workspace}', '{output_dir}']);
    expect(suite.judges.map((j) => [j.name, j.kind, j.required])).toEqual([
      ['triage_quality', 'prompt', false],
      ['required_labels', 'check', false],
    ]);
    expect(suite.gates.map((g) => [g.judge, g.kind, g.threshold, g.pos.line])).toEqual([
      ['triage_quality', 'min_mean', 2.5, 86],
      ['required_labels', 'min_pass_rate', 0.9, 88],
    ]);
    // fullsend's fixture scripts are replaced by the built-in fixture lifecycle.
    expect(suite.hooks.before_each.map((h) => h.builtin_replacement)).toEqual(['setup']);
    expect(suite.hooks.after_each.map((h) => h.builtin_replacement)).toEqual(['capture', 'teardown']);
    expect(suite.models).toEqual({ skill: 'claude-sonnet-5-5', judge: 'claude-sonnet-5-5' });
  });

  it('reads the case: limits with their lines, free-text expectations, seed issues, the repo symlink', async () => {
    const [suite] = (await loadEvalDir({ evalDir: compat })).suites;
    const [c] = suite.cases;
    expect(c.id).toBe('004-duplicate-issue');
    expect(c.limits.map((l) => [l.name, l.value, l.pos.line])).toEqual([
      ['max_turns', 45, 12],
      ['max_cost_usd', 2, 13],
    ]);
    expect(String(c.annotations.triage_expectations)).toContain('seed issue (#1)');
    expect(c.seedIssues).toEqual([{ title: '500 on login when email contains +', body: 'POST /login answers 500 for emails with a + in them.\n', labels: [], state: 'open' }]);
    expect(c.fixture).toMatchObject({ type: 'issue', base: 'main', files: [] });
    expect(c.repoDir).toBe(path.join(compat, 'triage/repos/app'));
  });
});
