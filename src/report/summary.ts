import type { CaseResult, CaseRunResult, GateResult, JudgeResult, Results, ThresholdResult } from '../types.js';

/** GitHub's limit for one step's job summary. */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024;

/** Escapes user text for the summary, which GitHub renders as HTML-flavoured markdown. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function cell(text: string): string {
  return escapeHtml(text).replace(/\|/g, '&#124;').replace(/\r?\n/g, '<br>');
}

function usd(n: number | null | undefined): string {
  if (n === null || n === undefined) return '–';
  return `$${n < 0.01 && n > 0 ? n.toFixed(4) : n.toFixed(2)}`;
}

function limitOf(run: CaseRunResult, name: string): ThresholdResult | undefined {
  return run.thresholds.find((t) => t.name === name);
}

function judgeCell(j: JudgeResult | undefined): string {
  if (!j) return '–';
  if (j.error) return '⚠️ error';
  const mark = j.pass ? '✅' : '❌';
  if (typeof j.value === 'boolean') return `${mark} ${j.value ? 'pass' : 'fail'}`;
  if (typeof j.value === 'number') return `${mark} ${Number.isInteger(j.value) ? j.value : j.value.toFixed(2)}${j.scale ? `/${j.scale[1]}` : ''}`;
  return mark;
}

const STATUS_ICON: Record<string, string> = { pass: '✅ pass', fail: '❌ fail', error: '⚠️ error' };

function runLabel(c: CaseResult, r: CaseRunResult): string {
  return c.runs.length > 1 ? `${c.case} #${r.attempt}` : c.case;
}

function thresholdCell(t: ThresholdResult | undefined, money = false): string {
  if (!t) return '–';
  const actual = money ? usd(t.actual) : t.actual === null ? '–' : String(t.actual);
  const limit = money ? usd(t.limit) : String(t.limit);
  return `${t.pass ? '' : '❌ '}${actual} / ${limit}`;
}

function gateRow(g: GateResult): string {
  const value = g.value === null ? '–' : Number.isInteger(g.value) ? String(g.value) : g.value.toFixed(3);
  return `| ${cell(g.skill)} | ${cell(g.judge)} | ${g.kind} | ${value} | ${g.threshold} | ${g.pass ? '✅ PASS' : '❌ FAIL'} |`;
}

function failureDetails(c: CaseResult, r: CaseRunResult): string {
  const lines: string[] = [];
  if (r.error) lines.push(`- **${cell(r.reason ?? 'error')}**: ${cell(r.error)}`);
  for (const t of r.thresholds.filter((x) => !x.pass)) {
    lines.push(`- threshold \`${t.name}\`: actual ${t.actual ?? 'missing'} exceeds ${t.limit}`);
  }
  for (const j of r.judges.filter((x) => !x.pass)) {
    const what = j.error ? `error: ${j.error}` : `value ${String(j.value)}`;
    lines.push(`- judge \`${cell(j.name)}\` (${what}): ${cell(j.rationale || '(no rationale)')}`);
  }
  if (lines.length === 0) lines.push(`- case score ${r.score?.toFixed(2) ?? '–'} is below its threshold ${r.threshold}`);
  return `<details><summary>${STATUS_ICON[r.status]} ${cell(`${c.skill}/${runLabel(c, r)}`)}</summary>\n\n${lines.join('\n')}\n\n</details>`;
}

/** The job summary / summary.md: headline, per-case table, gates, and the reasons for each failure. */
export function renderSummary(results: Results, opts: { title?: string; limitBytes?: number } = {}): string {
  const t = results.totals;
  const headline = results.error
    ? `## ⚠️ ${opts.title ?? 'fullsend-functional'}: ${results.error.kind} error`
    : `## ${results.passed ? '✅' : '❌'} ${opts.title ?? 'fullsend-functional'}: ${results.passed ? 'passed' : 'failed'}`;
  const parts: string[] = [headline, ''];
  if (results.error) parts.push(cell(results.error.message), '');
  parts.push(
    `**${t.passed}/${t.cases} cases passed** (${t.failed} failed, ${t.errored} errored, ${t.runs} runs) · ` +
      `agent cost ${usd(t.agent_cost_usd)} · judge cost ${usd(t.judge_cost_usd)} · wall time ${results.duration_s.toFixed(1)}s` +
      (results.shard ? ` · shard ${results.shard.index}/${results.shard.total}` : ''),
    '',
  );

  const labels = [...new Set(results.cases.flatMap((c) => c.runs.flatMap((r) => r.judges.map((j) => j.label)).filter((l): l is string => !!l)))];
  const skills = [...new Set(results.cases.map((c) => c.skill))];
  for (const skill of skills) {
    const cases = results.cases.filter((c) => c.skill === skill);
    const judgeNames = [...new Set(cases.flatMap((c) => c.runs.flatMap((r) => r.judges.map((j) => j.name))))];
    if (skills.length > 1) parts.push(`### ${cell(skill)}`, '');
    parts.push(
      `| case | status | turns | cost | ${judgeNames.map(cell).join(' | ')}${judgeNames.length ? ' |' : ''}`,
      `|---|---|---|---|${judgeNames.map(() => '---|').join('')}`,
    );
    for (const c of cases) {
      for (const r of c.runs) {
        const judges = judgeNames.map((n) => judgeCell(r.judges.find((j) => j.name === n)));
        parts.push(
          `| ${cell(`${c.skill}/${runLabel(c, r)}`)} | ${STATUS_ICON[r.status]}${r.reason ? ` (${cell(r.reason)})` : ''} | ${thresholdCell(limitOf(r, 'max_turns'))} | ${thresholdCell(limitOf(r, 'max_cost_usd'), true)} | ${judges.join(' | ')}${judges.length ? ' |' : ''}`,
        );
      }
    }
    parts.push('');
  }
  if (labels.length > 0) parts.push(`> LLM judges scored by: ${labels.map(cell).join(', ')}`, '');

  if (results.gates.length > 0) {
    parts.push('### Gates', '', '| suite | judge | gate | value | threshold | result |', '|---|---|---|---|---|---|');
    for (const g of results.gates) parts.push(gateRow(g));
    parts.push('');
  }

  const failures = results.cases.flatMap((c) => c.runs.filter((r) => r.status !== 'pass').map((r) => ({ c, r })));
  if (results.warnings.length > 0) {
    parts.push('### Warnings', '', ...results.warnings.map((w) => `- ${cell(w)}`), '');
  }
  const head = parts.join('\n');
  const limit = opts.limitBytes ?? SUMMARY_LIMIT_BYTES;
  if (failures.length === 0) return fit(head, limit);

  const out = [head, '### Failures', ''];
  let size = Buffer.byteLength(out.join('\n'));
  const reserve = 200;
  let shown = 0;
  for (const f of failures) {
    const block = failureDetails(f.c, f.r) + '\n';
    const len = Buffer.byteLength(block) + 1;
    if (size + len > limit - reserve) break;
    out.push(block);
    size += len;
    shown++;
  }
  if (shown < failures.length) {
    out.push(`> The summary was cut to stay under GitHub's ${Math.round(limit / 1024)} KiB limit: ${failures.length - shown} more failures are in results.json.`);
  }
  return fit(out.join('\n'), limit);
}

/** Last resort for a headline and tables that alone exceed the limit. */
function fit(text: string, limit: number): string {
  if (Buffer.byteLength(text) <= limit) return text;
  const note = `\n\n> The summary was cut to stay under GitHub's ${Math.round(limit / 1024)} KiB limit; see results.json for everything.\n`;
  const budget = limit - Buffer.byteLength(note);
  let cut = Buffer.from(text).subarray(0, budget).toString('utf8');
  cut = cut.slice(0, cut.lastIndexOf('\n'));
  return cut + note;
}
