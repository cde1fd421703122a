import { describe, expect, it } from 'vitest';
import { annotationsFromResults, capAnnotations, type Annotation } from '../../src/report/annotations.js';
import { escapeHtml, renderSummary } from '../../src/report/summary.js';
import type { CaseResult, Results } from '../../src/types.js';

function caseResult(id: string, status: 'pass' | 'fail' | 'error', extra: Partial<CaseResult['runs'][number]> = {}): CaseResult {
  return {
    skill: 'triage',
    case: id,
    status,
    annotations_file: `/ws/eval/triage/cases/${id}/annotations.yaml`,
    runs: [
      {
        dir: `triage/${id}`,
        attempt: 1,
        status,
        exit_code: 0,
        duration_s: 1,
        metrics: null,
        thresholds: [
          { name: 'max_turns', limit: 10, actual: status === 'fail' ? 30 : 3, pass: status !== 'fail', file: `/ws/eval/triage/cases/${id}/annotations.yaml`, line: 4 },
          { name: 'max_cost_usd', limit: 1, actual: 0.25, pass: true, line: 5 },
        ],
        judges: [
          { name: 'quality', kind: 'prompt', value: 4, score: 0.75, pass: true, error: null, rationale: 'ok', scale: [1, 5], label: 'deterministic stand-in' },
          { name: 'labels', kind: 'check', value: status !== 'fail', score: status !== 'fail' ? 1 : 0, pass: status !== 'fail', error: null, rationale: 'Missing labels: <script>alert(1)</script> | pipe' },
        ],
        score: 0.9,
        threshold: 0.8,
        ...extra,
      },
    ],
  };
}

function results(cases: CaseResult[]): Results {
  return {
    version: 1,
    passed: cases.every((c) => c.status === 'pass'),
    started_at: '2026-01-01T00:00:00.000Z',
    finished_at: '2026-01-01T00:00:10.000Z',
    duration_s: 10,
    totals: { cases: cases.length, passed: cases.filter((c) => c.status === 'pass').length, failed: cases.filter((c) => c.status === 'fail').length, errored: 0, runs: cases.length, agent_cost_usd: 1.25, judge_cost_usd: 0.031, judge_input_tokens: 1000, judge_output_tokens: 50 },
    cases,
    gates: [{ skill: 'triage', judge: 'labels', kind: 'min_pass_rate', threshold: 0.9, value: 0.5, pass: false, file: '/ws/eval/triage/eval.yaml', line: 40 }],
    warnings: [],
  };
}

describe('job summary', () => {
  it('has the headline, the per-case table, the gates table and details for each failure, with user text escaped', () => {
    const md = renderSummary(results([caseResult('001-ok', 'pass'), caseResult('002-bad', 'fail')]));
    expect(md).toContain('## ❌ fullsend-functional: failed');
    expect(md).toContain('**1/2 cases passed** (1 failed, 0 errored, 2 runs) · agent cost $1.25 · judge cost $0.03 · wall time 10.0s');
    expect(md).toContain('| case | status | turns | cost | quality | labels |');
    expect(md).toContain('| triage/002-bad | ❌ fail | ❌ 30 / 10 | $0.25 / $1.00 | ✅ 4/5 | ❌ fail |');
    expect(md).toContain('| triage | labels | min_pass_rate | 0.500 | 0.9 | ❌ FAIL |');
    expect(md).toContain('<details><summary>❌ fail triage/002-bad</summary>');
    expect(md).toContain('Missing labels: &lt;script&gt;alert(1)&lt;/script&gt; &#124; pipe');
    expect(md).not.toContain('<script>');
    expect(md).toContain('> LLM judges scored by: deterministic stand-in');
  });

  it('stays under the size limit and says so when it had to cut', () => {
    const many = Array.from({ length: 400 }, (_, i) => caseResult(`${String(i).padStart(3, '0')}-bad`, 'fail'));
    for (const c of many) c.runs[0].judges[1].rationale = 'x'.repeat(2000);
    const md = renderSummary(results(many), { limitBytes: 64 * 1024 });
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(64 * 1024);
    expect(md).toMatch(/The summary was cut to stay under GitHub's 64 KiB limit/);
    const full = renderSummary(results(many.slice(0, 2)));
    expect(full).not.toContain('was cut');
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});

describe('annotations', () => {
  it('puts a missed threshold on its annotations.yaml line and a missed gate on its eval.yaml line', () => {
    const anns = annotationsFromResults(results([caseResult('002-bad', 'fail')]), '/ws');
    expect(anns[0]).toMatchObject({ level: 'error', file: 'eval/triage/eval.yaml', line: 40, title: 'gate missed: triage labels min_pass_rate' });
    expect(anns).toContainEqual(expect.objectContaining({ file: 'eval/triage/cases/002-bad/annotations.yaml', line: 4, message: 'max_turns 10: actual 30' }));
  });

  it('keeps the 9 most important of each type and summarises the rest in a tenth', () => {
    const all: Annotation[] = Array.from({ length: 25 }, (_, i) => ({ level: 'error', title: `t${i}`, message: `m${i}`, rank: i % 5, file: 'a.yaml', line: i + 1 }));
    all.push({ level: 'warning', title: 'w', message: 'w', rank: 5 });
    const capped = capAnnotations(all);
    const errors = capped.filter((a) => a.level === 'error');
    expect(errors).toHaveLength(10);
    expect(errors.slice(0, 9).every((a) => a.rank <= 1)).toBe(true);
    expect(errors[9].title).toBe('16 more errors');
    expect(errors[9].message.split('\n')).toHaveLength(16);
    expect(capped.filter((a) => a.level === 'warning')).toHaveLength(1);
  });
});
