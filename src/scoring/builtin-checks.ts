// Deterministic checks declared without code (`type: required_labels`, ...),
// evaluated against the captured fixture state.
import { BUILTIN_JUDGE_TYPES, type JudgeConfig, type BuiltinJudgeType, type SourcePos } from '../model/config.js';
import type { CommentState, FixtureState, JudgeResult, ReviewState } from '../types.js';
import { pathMatches } from './glob.js';
import { erroredResult, judgeWhere, scoredResult } from './judge-score.js';

export const BUILTIN_TYPES: readonly BuiltinJudgeType[] = BUILTIN_JUDGE_TYPES;

interface Verdict {
  pass: boolean;
  rationale: string;
}

class CheckConfigError extends Error {}

function obj(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

function stringList(v: unknown, what: string): string[] {
  if (v === undefined || v === null) return [];
  if (typeof v === 'string') return [v];
  if (!Array.isArray(v)) throw new CheckConfigError(`${what} must be a list of strings`);
  return v.map((x) => String(x));
}

function optNumber(v: unknown, what: string): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new CheckConfigError(`${what} must be a number`);
  return v;
}

function list(items: string[]): string {
  return `[${items.map((s) => `'${s}'`).join(', ')}]`;
}

/** Regexes from args; a leading `(?i)` is accepted for Python habits. Matching is case-insensitive unless `case_sensitive: true`. */
function regexes(v: unknown, what: string, caseSensitive: boolean): RegExp[] {
  return stringList(v, what).map((src) => {
    const body = src.replace(/^\(\?i\)/, '');
    try {
      return new RegExp(body, caseSensitive ? 'm' : 'im');
    } catch (err) {
      throw new CheckConfigError(`${what}: invalid regex ${JSON.stringify(src)}: ${(err as Error).message}`);
    }
  });
}

function sameAuthor(a: string | null, b: string): boolean {
  if (!a) return false;
  const norm = (s: string) => s.toLowerCase().replace(/\[bot\]$/, '');
  return norm(a) === norm(b);
}

function requiredLabels(state: FixtureState, required: string[]): Verdict {
  const actual = state.labels.map((l) => l.toLowerCase());
  if (required.length === 0) return { pass: true, rationale: 'No required labels specified' };
  const missing = required.filter((l) => !actual.includes(l.toLowerCase()));
  if (missing.length) return { pass: false, rationale: `Missing labels: ${list(missing)} (actual: ${list(actual)})` };
  return { pass: true, rationale: `All required labels present: ${list(required)}` };
}

function forbiddenLabels(state: FixtureState, forbidden: string[]): Verdict {
  const actual = state.labels.map((l) => l.toLowerCase());
  if (forbidden.length === 0) return { pass: true, rationale: 'No forbidden labels specified' };
  const present = forbidden.filter((l) => actual.includes(l.toLowerCase()));
  if (present.length) return { pass: false, rationale: `Forbidden labels present: ${list(present)} (actual: ${list(actual)})` };
  return { pass: true, rationale: `No forbidden labels present: ${list(forbidden)}` };
}

function labelsFrom(args: Record<string, unknown>, annotations: Record<string, unknown>, key: 'required' | 'forbidden'): string[] {
  if (args[key] !== undefined) return stringList(args[key], `args.${key}`);
  if (args.labels !== undefined && !Array.isArray(args.labels) && typeof args.labels === 'object') {
    return stringList(obj(args.labels)[key], `args.labels.${key}`);
  }
  return stringList(obj(annotations.labels)[key], `annotations.yaml labels.${key}`);
}

function checkState(state: FixtureState, expected: string): Verdict {
  const want = expected.toLowerCase();
  const actual = state.state.toLowerCase();
  if (want === 'merged') {
    return state.merged
      ? { pass: true, rationale: `State is merged as expected` }
      : { pass: false, rationale: `Expected state 'merged', actual '${actual}' (merged: ${state.merged ?? false})` };
  }
  if (actual === want) return { pass: true, rationale: `State is '${actual}' as expected` };
  return { pass: false, rationale: `Expected state '${want}', actual '${actual}'` };
}

function countBounds(n: number, min: number | undefined, max: number | undefined, what: string): string[] {
  const problems: string[] = [];
  if (min !== undefined && n < min) problems.push(`${n} ${what}, fewer than min ${min}`);
  if (max !== undefined && n > max) problems.push(`${n} ${what}, more than max ${max}`);
  return problems;
}

function snippet(s: string): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 80 ? `${one.slice(0, 77)}...` : one;
}

function checkComments(state: FixtureState, args: Record<string, unknown>): Verdict {
  const author = typeof args.author === 'string' ? args.author : undefined;
  const caseSensitive = args.case_sensitive === true;
  const all: CommentState[] = state.comments ?? [];
  const comments = author ? all.filter((c) => sameAuthor(c.author, author)) : all;
  const who = author ? ` by ${author}` : '';
  const problems = countBounds(comments.length, optNumber(args.min, 'args.min'), optNumber(args.max, 'args.max'), `comment(s)${who}`);
  for (const re of regexes(args.match, 'args.match', caseSensitive)) {
    if (!comments.some((c) => re.test(c.body))) problems.push(`no comment${who} matches /${re.source}/`);
  }
  for (const re of regexes(args.not_match, 'args.not_match', caseSensitive)) {
    const hit = comments.find((c) => re.test(c.body));
    if (hit) problems.push(`a comment${who} matches forbidden /${re.source}/: "${snippet(hit.body)}"`);
  }
  if (problems.length) return { pass: false, rationale: problems.join('; ') };
  return { pass: true, rationale: `${comments.length} comment(s)${who}; every comment condition met` };
}

function checkReview(state: FixtureState, args: Record<string, unknown>): Verdict {
  const author = typeof args.author === 'string' ? args.author : undefined;
  const all: ReviewState[] = state.reviews ?? [];
  const reviews = author ? all.filter((r) => sameAuthor(r.author, author)) : all;
  const who = author ? ` by ${author}` : '';
  const problems = countBounds(reviews.length, optNumber(args.min, 'args.min'), optNumber(args.max, 'args.max'), `review(s)${who}`);
  const states = reviews.map((r) => r.state.toUpperCase());
  if (args.state !== undefined) {
    const wanted = stringList(args.state, 'args.state').map((s) => s.toUpperCase());
    if (!states.some((s) => wanted.includes(s))) {
      problems.push(`no review${who} in state ${wanted.join(' or ')} (reviews: ${states.length ? states.join(', ') : 'none'})`);
    }
  }
  if (args.not_state !== undefined) {
    const banned = stringList(args.not_state, 'args.not_state').map((s) => s.toUpperCase());
    const hit = states.filter((s) => banned.includes(s));
    if (hit.length) problems.push(`review${who} in forbidden state ${hit.join(', ')}`);
  }
  if (args.decision !== undefined) {
    const want = String(args.decision).toUpperCase();
    const actual = (state.review_decision ?? '').toUpperCase();
    if (actual !== want) problems.push(`review decision is ${actual || 'none'}, expected ${want}`);
  }
  for (const re of regexes(args.match, 'args.match', args.case_sensitive === true)) {
    if (!reviews.some((r) => re.test(r.body))) problems.push(`no review body${who} matches /${re.source}/`);
  }
  if (problems.length) return { pass: false, rationale: problems.join('; ') };
  return { pass: true, rationale: `${reviews.length} review(s)${who} (${states.join(', ') || 'none'}); every review condition met` };
}

function checkFilesChanged(state: FixtureState, args: Record<string, unknown>): Verdict {
  if (!state.changed_files) throw new CheckConfigError('the fixture state has no changed_files (is the fixture a pull request?)');
  const paths = state.changed_files.map((f) => f.path);
  const must = [...stringList(args.paths, 'args.paths'), ...stringList(args.must, 'args.must')];
  const mustNot = [...stringList(args.must_not, 'args.must_not'), ...stringList(args.not_paths, 'args.not_paths')];
  const problems = countBounds(paths.length, optNumber(args.min, 'args.min'), optNumber(args.max, 'args.max'), 'file(s) changed');
  const missing = must.filter((g) => !paths.some((p) => pathMatches(g, p)));
  if (missing.length) problems.push(`not changed: ${list(missing)}`);
  for (const g of mustNot) {
    const hit = paths.filter((p) => pathMatches(g, p));
    if (hit.length) problems.push(`changed but must not be: ${list(hit)} (matches '${g}')`);
  }
  if (problems.length) return { pass: false, rationale: `${problems.join('; ')} (changed: ${list(paths)})` };
  return { pass: true, rationale: `${paths.length} file(s) changed; every file condition met` };
}

function evaluate(type: BuiltinJudgeType, state: FixtureState, args: Record<string, unknown>, annotations: Record<string, unknown>): Verdict {
  switch (type) {
    case 'required_labels':
      return requiredLabels(state, Array.isArray(args.labels) ? stringList(args.labels, 'args.labels') : labelsFrom(args, annotations, 'required'));
    case 'forbidden_labels':
      return forbiddenLabels(state, Array.isArray(args.labels) ? stringList(args.labels, 'args.labels') : labelsFrom(args, annotations, 'forbidden'));
    case 'labels': {
      const req = requiredLabels(state, labelsFrom(args, annotations, 'required'));
      const forb = forbiddenLabels(state, labelsFrom(args, annotations, 'forbidden'));
      return { pass: req.pass && forb.pass, rationale: `${req.rationale}; ${forb.rationale}` };
    }
    case 'state': {
      const expected = args.state ?? annotations.state;
      if (expected === undefined || expected === null || expected === '') {
        throw new CheckConfigError('needs an expected state: set args.state on the judge or `state` in annotations.yaml');
      }
      return checkState(state, String(expected));
    }
    case 'comments':
      return checkComments(state, args);
    case 'review':
      return checkReview(state, args);
    case 'files_changed':
      return checkFilesChanged(state, args);
    default:
      throw new CheckConfigError(`unknown built-in type '${String(type)}' (known: ${BUILTIN_TYPES.join(', ')})`);
  }
}

/** One built-in check against the captured fixture state. */
export function runBuiltinCheck(
  judge: JudgeConfig,
  fixtureState: FixtureState | null,
  annotations: Record<string, unknown>,
  threshold: number,
): JudgeResult {
  if (!judge.type) return erroredResult(judge, 'builtin', `${judgeWhere(judge)} has no built-in type`);
  if (!fixtureState) return erroredResult(judge, 'builtin', 'no fixture state was captured for this case run');
  try {
    const v = evaluate(judge.type, fixtureState, judge.args ?? {}, annotations ?? {});
    return scoredResult(judge, 'builtin', v.pass, v.rationale, threshold);
  } catch (err) {
    if (err instanceof CheckConfigError) return erroredResult(judge, 'builtin', `${judgeWhere(judge)}: ${err.message}`);
    throw err;
  }
}

/**
 * The implicit checks an annotations.yaml implies: `required_labels` when it
 * lists labels.required, `forbidden_labels` for labels.forbidden, `state` for
 * state. Names already taken by `existing` judges are skipped, so a suite that
 * declares its own `required_labels` check keeps it.
 */
export function defaultBuiltinJudges(
  annotations: Record<string, unknown>,
  options: { file?: string; existing?: Array<Pick<JudgeConfig, 'name'>>; required?: boolean } = {},
): JudgeConfig[] {
  const pos: SourcePos = { file: options.file ?? 'annotations.yaml', line: 1, col: 1 };
  const taken = new Set((options.existing ?? []).map((j) => j.name));
  const labels = obj(annotations.labels);
  const out: JudgeConfig[] = [];
  const add = (name: string, type: BuiltinJudgeType, description: string) => {
    if (taken.has(name)) return;
    out.push({ name, description, kind: 'builtin', type, args: {}, samples: 1, required: options.required ?? false, pos });
  };
  if (Array.isArray(labels.required) && labels.required.length) add('required_labels', 'required_labels', 'Labels annotations.yaml requires are present');
  if (Array.isArray(labels.forbidden) && labels.forbidden.length) add('forbidden_labels', 'forbidden_labels', 'Labels annotations.yaml forbids are absent');
  if (typeof annotations.state === 'string' && annotations.state) add('state', 'state', 'Fixture ends in the state annotations.yaml expects');
  return out;
}
