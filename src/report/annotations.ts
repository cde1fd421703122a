import path from 'node:path';
import type { Diagnostic } from '../model/diagnostics.js';
import type { Results } from '../types.js';

/** GitHub shows at most this many annotations of one type per step. */
export const ANNOTATION_LIMIT = 10;

export interface Annotation {
  level: 'error' | 'warning';
  /** Path relative to the workspace root. */
  file?: string;
  line?: number;
  col?: number;
  title: string;
  message: string;
  /** Lower is more important. */
  rank: number;
}

function rel(file: string | undefined, root: string): string | undefined {
  if (!file) return undefined;
  const r = path.relative(root, file);
  return r.startsWith('..') ? file : r;
}

/** Every missed gate and behavioural threshold, on the YAML line that set it. */
export function annotationsFromResults(results: Results, root: string): Annotation[] {
  const out: Annotation[] = [];
  for (const g of results.gates.filter((x) => !x.pass)) {
    out.push({
      level: 'error',
      file: rel(g.file, root),
      line: g.line,
      title: `gate missed: ${g.skill} ${g.judge} ${g.kind}`,
      message: `${g.judge} ${g.kind} ${g.threshold}: value ${g.value === null ? 'none' : Number(g.value.toFixed(4))}${g.errors ? ` (${g.errors} judge error(s))` : ''}`,
      rank: 0,
    });
  }
  for (const c of results.cases) {
    for (const r of c.runs) {
      for (const t of r.thresholds.filter((x) => !x.pass)) {
        out.push({
          level: 'error',
          file: rel(t.file ?? c.annotations_file, root),
          line: t.line,
          title: `threshold missed: ${c.skill}/${c.case}`,
          message: `${t.name} ${t.limit}: actual ${t.actual ?? 'missing (fails closed)'}`,
          rank: 1,
        });
      }
      for (const j of r.judges.filter((x) => !x.pass)) {
        out.push({
          level: 'error',
          file: rel(c.annotations_file, root),
          line: 1,
          title: `judge ${j.error ? 'error' : 'failed'}: ${c.skill}/${c.case} ${j.name}`,
          message: (j.error ?? j.rationale ?? '').slice(0, 1000),
          rank: j.error ? 2 : 3,
        });
      }
      if (r.status === 'error' && r.error) {
        out.push({ level: 'error', file: rel(c.input_file, root), line: 1, title: `case error (${r.reason}): ${c.skill}/${c.case}`, message: r.error, rank: 2 });
      }
    }
  }
  for (const w of results.warnings) out.push({ level: 'warning', title: 'fullsend-functional', message: w, rank: 5 });
  return out.sort((a, b) => a.rank - b.rank);
}

export function annotationsFromDiagnostics(diags: Diagnostic[], root: string): Annotation[] {
  return diags.map((d) => ({
    level: d.severity,
    file: rel(d.file, root),
    line: d.line,
    col: d.col,
    title: d.severity === 'error' ? 'authoring error' : 'authoring warning',
    message: d.message,
    rank: d.severity === 'error' ? 0 : 4,
  }));
}

/**
 * Keeps the most important annotations within GitHub's per-type limit and
 * summarises the rest in one last annotation of that type.
 */
export function capAnnotations(all: Annotation[], limit = ANNOTATION_LIMIT): Annotation[] {
  const kept: Annotation[] = [];
  for (const level of ['error', 'warning'] as const) {
    const of = all.filter((a) => a.level === level).sort((a, b) => a.rank - b.rank);
    if (of.length <= limit) {
      kept.push(...of);
      continue;
    }
    const shown = of.slice(0, limit - 1);
    const rest = of.slice(limit - 1);
    kept.push(...shown, {
      level,
      title: `${rest.length} more ${level}s`,
      message: rest.map((a) => `${a.file ? `${a.file}:${a.line ?? 1}: ` : ''}${a.title}: ${a.message}`).join('\n').slice(0, 4000),
      rank: 99,
    });
  }
  return kept;
}
