import type { Results } from '../types.js';

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
}

/** junit.xml: a testsuite per skill, a testcase per case run. */
export function renderJunit(results: Results): string {
  const bySkill = new Map<string, Results['cases']>();
  for (const c of results.cases) bySkill.set(c.skill, [...(bySkill.get(c.skill) ?? []), c]);
  const suites: string[] = [];
  for (const [skill, cases] of bySkill) {
    const runs = cases.flatMap((c) => c.runs.map((r) => ({ c, r })));
    const failures = runs.filter((x) => x.r.status === 'fail').length;
    const errors = runs.filter((x) => x.r.status === 'error').length;
    const time = runs.reduce((s, x) => s + x.r.duration_s, 0);
    const tcs = runs.map(({ c, r }) => {
      const name = c.runs.length > 1 ? `${c.case} #${r.attempt}` : c.case;
      const reasons = [
        ...(r.error ? [`${r.reason ?? 'error'}: ${r.error}`] : []),
        ...r.thresholds.filter((t) => !t.pass).map((t) => `threshold ${t.name}: ${t.actual ?? 'missing'} > ${t.limit}`),
        ...r.judges.filter((j) => !j.pass).map((j) => `judge ${j.name}: ${j.error ?? j.rationale}`),
      ].join('\n');
      const body =
        r.status === 'fail'
          ? `<failure message="${xml(reasons.split('\n')[0] ?? 'failed')}">${xml(reasons)}</failure>`
          : r.status === 'error'
            ? `<error message="${xml(r.reason ?? 'error')}">${xml(reasons)}</error>`
            : '';
      return `    <testcase classname="${xml(skill)}" name="${xml(name)}" time="${r.duration_s.toFixed(3)}">${body}</testcase>`;
    });
    suites.push(
      `  <testsuite name="${xml(skill)}" tests="${runs.length}" failures="${failures}" errors="${errors}" time="${time.toFixed(3)}">\n${tcs.join('\n')}\n  </testsuite>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="fullsend-functional">\n${suites.join('\n')}\n</testsuites>\n`;
}
