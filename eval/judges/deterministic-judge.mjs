#!/usr/bin/env node
// Deterministic stand-in for an LLM judge, used as a `command` judge when no
// LLM key is set. Plain Node, no dependencies.
//
// Input:  the rendered judge prompt on stdin. It contains the captured fixture
//         state (fixture-state.json, as JSON) and the case's annotations
//         (annotations.yaml as YAML text, or as JSON).
//         Env JUDGE_NAME, JUDGE_SCALE_MIN (default 1), JUDGE_SCALE_MAX (default 5).
// Output: {"score": n, "rationale": "...", "label": "deterministic stand-in (no LLM key set)"}
//
// Rules. Four checks, each worth one point; the score is
//   min + round(points / 4 * (max - min)), so 4 points give the top of the scale and 0 the bottom.
// Review rules apply when JUDGE_NAME mentions "review" or the fixture is a pull request;
// triage rules otherwise.
//   triage: 1. every label in annotations labels.required is present (case-insensitive)
//           2. no label in labels.forbidden is present
//           3. at least one comment was left
//           4. a comment references code (a file path such as src/x.js, or `code`), or, when
//              `duplicate` is required, links another issue (#N, a seed issue number if known)
//           A forbidden label present sets the points to 0; a required label missing caps them at 1.
//   review: 1. a review was submitted
//           2. the last review's state fits the expectation: annotations expected_review_state
//              if set, else CHANGES_REQUESTED when risk/high is required, COMMENTED or APPROVED
//              when risk/low is required, any state otherwise
//           3. required labels present and forbidden labels absent
//           4. the reviews mention every path in annotations flagged_files (or, with none listed,
//              the review has a non-empty body)
//           A wrong verdict (no review, or a state that does not fit) sets the points to 0;
//           wrong labels cap them at 1.
// If the state cannot be found in the prompt the score is the bottom of the scale and the
// rationale says so; the exit code is 0 either way, so that a bad input scores instead of erroring.
// Exit 2 only for a malformed scale.

const LABEL = 'deterministic stand-in (no LLM key set)';

function readStdin() {
  return new Promise((resolve, reject) => {
    const chunks = [];
    process.stdin.on('data', (c) => chunks.push(c));
    process.stdin.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    process.stdin.on('error', reject);
  });
}

/** Every top-level JSON object or array embedded in the text. */
function jsonValues(text) {
  const found = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch !== '{' && ch !== '[') { i++; continue; }
    const end = matchBracket(text, i);
    if (end > i) {
      try {
        found.push(JSON.parse(text.slice(i, end + 1)));
        i = end + 1;
        continue;
      } catch { /* not JSON: keep scanning */ }
    }
    i++;
  }
  return found;
}

function matchBracket(text, start) {
  const stack = [];
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') stack.push(c === '{' ? '}' : ']');
    else if (c === '}' || c === ']') {
      if (stack.pop() !== c) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

function isState(v) {
  return v && typeof v === 'object' && !Array.isArray(v) && Array.isArray(v.labels)
    && ('fixture_type' in v || Array.isArray(v.comments));
}

function isAnnotations(v) {
  return v && typeof v === 'object' && !Array.isArray(v) && !isState(v)
    && ('max_turns' in v || 'max_cost_usd' in v || (v.labels && typeof v.labels === 'object' && !Array.isArray(v.labels)));
}

/** Walks parsed JSON (and JSON held in strings, as in {"files": {"output/fixture-state.json": "..."}}). */
function search(values, pred, depth = 0) {
  for (const v of values) {
    if (pred(v)) return v;
    if (depth > 4) continue;
    if (typeof v === 'string' && /^\s*[{[]/.test(v)) {
      try { const r = search([JSON.parse(v)], pred, depth + 1); if (r) return r; } catch { /* plain text */ }
    } else if (v && typeof v === 'object') {
      const r = search(Object.values(v), pred, depth + 1);
      if (r) return r;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------- YAML subset
// Enough YAML for annotations files: nested maps, block and flow lists,
// block scalars (| and >), quoted and plain scalars.

function scalar(raw) {
  const s = raw.trim();
  if (s === '' || s === '~' || s === 'null') return null;
  if (s === 'true') return true;
  if (s === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(s)) return Number(s);
  if (/^".*"$/.test(s)) { try { return JSON.parse(s); } catch { return s.slice(1, -1); } }
  if (/^'.*'$/.test(s)) return s.slice(1, -1).replace(/''/g, "'");
  if (s.startsWith('[') && s.endsWith(']')) {
    const inner = s.slice(1, -1).trim();
    return inner ? inner.split(',').map((p) => scalar(p)) : [];
  }
  return s.replace(/\s+#.*$/, '');
}

function parseYamlBlock(lines) {
  let pos = 0;
  const indentOf = (l) => l.match(/^ */)[0].length;
  const skipBlank = () => { while (pos < lines.length && /^\s*(#.*)?$/.test(lines[pos])) pos++; };

  function blockScalar(parentIndent, folded) {
    const out = [];
    let indent = -1;
    while (pos < lines.length) {
      const l = lines[pos];
      if (l.trim() === '') { out.push(''); pos++; continue; }
      const ind = indentOf(l);
      if (ind <= parentIndent) break;
      if (indent < 0) indent = ind;
      out.push(l.slice(indent));
      pos++;
    }
    while (out.length && out[out.length - 1] === '') out.pop();
    return folded ? out.join(' ') + '\n' : out.join('\n') + '\n';
  }

  function node(indent) {
    skipBlank();
    if (pos >= lines.length) return null;
    const first = lines[pos];
    const ind = indentOf(first);
    if (ind < indent) return null;
    if (first.trim().startsWith('- ') || first.trim() === '-') return list(ind);
    return map(ind);
  }

  function value(rest, indent) {
    const r = rest.trim();
    if (r === '|' || r === '|-' || r === '>' || r === '>-') return blockScalar(indent, r.startsWith('>'));
    if (r === '') {
      skipBlank();
      // A list may sit at the same indent as its key.
      if (pos < lines.length && indentOf(lines[pos]) === indent && lines[pos].trim().startsWith('-')) return list(indent);
      return node(indent + 1);
    }
    return scalar(r);
  }

  function map(indent) {
    const out = {};
    while (true) {
      skipBlank();
      if (pos >= lines.length) break;
      const l = lines[pos];
      const ind = indentOf(l);
      if (ind !== indent) break;
      const m = l.slice(ind).match(/^("[^"]*"|'[^']*'|[^:#][^:]*?):(\s+(.*))?$/);
      if (!m) break;
      pos++;
      out[String(scalar(m[1]))] = value(m[3] ?? '', indent);
    }
    return out;
  }

  function list(indent) {
    const out = [];
    while (true) {
      skipBlank();
      if (pos >= lines.length) break;
      const l = lines[pos];
      if (indentOf(l) !== indent || !l.trim().startsWith('-')) break;
      const rest = l.trim().slice(1);
      pos++;
      if (/^\s*[^\s"'[][^:]*:(\s|$)/.test(rest)) {
        // "- key: value" starts a map item: re-read it as a map indented past the dash.
        pos--;
        lines[pos] = ' '.repeat(indent + 2) + rest.trim();
        out.push(map(indent + 2));
      } else out.push(value(rest, indent));
    }
    return out;
  }

  return node(0) ?? {};
}

/** Finds the annotations YAML in the prompt: the run of top-level `key:` lines that declares the budgets or labels. */
function annotationsFromYaml(text) {
  const lines = text.split('\n');
  const keyLine = /^[A-Za-z_][\w-]*:(\s|$)/;
  let best;
  for (let i = 0; i < lines.length; i++) {
    if (!keyLine.test(lines[i])) continue;
    let j = i;
    const block = [];
    while (j < lines.length && (keyLine.test(lines[j]) || /^\s+\S/.test(lines[j]) || lines[j].trim() === '' || /^\s*#/.test(lines[j]) || /^-\s/.test(lines[j]))) {
      block.push(lines[j]);
      j++;
    }
    let parsed;
    try { parsed = parseYamlBlock(block.slice()); } catch { parsed = undefined; }
    if (isAnnotations(parsed)) { best = parsed; break; }
    i = j - 1;
  }
  return best;
}

function extract(prompt) {
  const values = jsonValues(prompt);
  const state = search(values, isState);
  let annotations = search(values, (v) => v && typeof v === 'object' && isAnnotations(v.annotations))?.annotations
    ?? search(values, isAnnotations);
  if (!annotations) annotations = annotationsFromYaml(prompt);
  return { state, annotations: annotations ?? {} };
}

// ---------------------------------------------------------------- rules

const lower = (xs) => (Array.isArray(xs) ? xs : []).map((x) => String(x).toLowerCase());

function labelChecks(state, annotations) {
  const actual = lower(state.labels);
  const required = lower(annotations.labels?.required);
  const forbidden = lower(annotations.labels?.forbidden);
  const missing = required.filter((l) => !actual.includes(l));
  const present = forbidden.filter((l) => actual.includes(l));
  return { actual, required, forbidden, missing, present };
}

const CODE_REF = /(`[^`\n]+`|\b[\w./-]+\.(js|mjs|cjs|ts|tsx|jsx|py|go|rb|rs|java|kt|c|h|cpp|cs|php|sh|ya?ml|json|toml|md)\b)/i;

function scoreTriage(state, annotations) {
  const notes = [];
  let points = 0;
  const l = labelChecks(state, annotations);
  if (l.missing.length === 0) { points++; notes.push(`required labels present (${l.required.join(', ') || 'none required'})`); }
  else notes.push(`missing required labels: ${l.missing.join(', ')}`);
  if (l.present.length === 0) { points++; notes.push('no forbidden labels'); }
  else notes.push(`forbidden labels present: ${l.present.join(', ')}`);
  const comments = (state.comments ?? []).map((c) => String(c?.body ?? ''));
  if (comments.length > 0) { points++; notes.push(`${comments.length} comment(s) left`); }
  else notes.push('no comment explains the decision');
  if (l.required.includes('duplicate')) {
    const seeds = (state.seed_issues ?? []).map((s) => s.number).filter((n) => n !== state.number);
    const links = comments.flatMap((c) => [...c.matchAll(/#(\d+)/g)].map((m) => Number(m[1]))).filter((n) => n !== state.number);
    const ok = seeds.length ? links.some((n) => seeds.includes(n)) : links.length > 0;
    if (ok) { points++; notes.push(`a comment links the original issue (#${links[0]})`); }
    else notes.push('no comment links the original issue');
  } else if (comments.some((c) => CODE_REF.test(c))) {
    points++;
    const ref = comments.map((c) => c.match(CODE_REF)?.[0]).find(Boolean);
    notes.push(`a comment references code (${ref})`);
  } else if (comments.length) notes.push('the comments do not reference any code');
  if (l.present.length) { points = 0; notes.push('a forbidden label is a wrong action: bottom of the scale'); }
  else if (l.missing.length && points > 1) { points = 1; notes.push('a missing required label caps the score at 1 point'); }
  return { points, notes };
}

function expectedReviewStates(annotations, required) {
  const explicit = annotations.expected_review_state;
  if (explicit) return (Array.isArray(explicit) ? explicit : [explicit]).map((s) => String(s).toUpperCase());
  if (required.includes('risk/high')) return ['CHANGES_REQUESTED'];
  if (required.includes('risk/low')) return ['COMMENTED', 'APPROVED'];
  return null;
}

function scoreReview(state, annotations) {
  const notes = [];
  let points = 0;
  const reviews = Array.isArray(state.reviews) ? state.reviews : [];
  const l = labelChecks(state, annotations);
  if (reviews.length > 0) { points++; notes.push(`${reviews.length} review(s) submitted`); }
  else notes.push('no review submitted');
  const last = reviews[reviews.length - 1];
  const expected = expectedReviewStates(annotations, l.required);
  const actualState = String(last?.state ?? state.review_decision ?? '').toUpperCase();
  if (last && (!expected || expected.includes(actualState))) { points++; notes.push(`review state ${actualState} fits${expected ? ` (${expected.join(' or ')})` : ''}`); }
  else notes.push(`review state ${actualState || 'none'} does not fit ${expected ? expected.join(' or ') : 'a submitted review'}`);
  if (l.missing.length === 0 && l.present.length === 0) { points++; notes.push('labels fit'); }
  else notes.push(`labels: missing [${l.missing.join(', ')}], forbidden present [${l.present.join(', ')}]`);
  const bodies = reviews.map((r) => String(r?.body ?? '')).join('\n') + '\n' + (state.comments ?? []).map((c) => String(c?.body ?? '')).join('\n');
  const flagged = Array.isArray(annotations.flagged_files) ? annotations.flagged_files.map(String) : [];
  if (flagged.length) {
    const unmentioned = flagged.filter((p) => !bodies.includes(p));
    if (unmentioned.length === 0) { points++; notes.push(`findings mention ${flagged.join(', ')}`); }
    else notes.push(`findings do not mention ${unmentioned.join(', ')}`);
  } else if (reviews.some((r) => String(r?.body ?? '').trim())) { points++; notes.push('the review has a body'); }
  else notes.push('the review has no body');
  if (!last || (expected && !expected.includes(actualState))) { points = 0; notes.push('a wrong verdict: bottom of the scale'); }
  else if ((l.missing.length || l.present.length) && points > 1) { points = 1; notes.push('a wrong risk label caps the score at 1 point'); }
  return { points, notes };
}

async function main() {
  const min = Number(process.env.JUDGE_SCALE_MIN ?? 1);
  const max = Number(process.env.JUDGE_SCALE_MAX ?? 5);
  if (!Number.isFinite(min) || !Number.isFinite(max) || max <= min) {
    process.stderr.write(`deterministic-judge: JUDGE_SCALE_MIN/JUDGE_SCALE_MAX must be numbers with max > min (got ${process.env.JUDGE_SCALE_MIN}, ${process.env.JUDGE_SCALE_MAX})\n`);
    process.exit(2);
  }
  const name = process.env.JUDGE_NAME ?? '';
  const prompt = await readStdin();
  const { state, annotations } = extract(prompt);
  if (!state) {
    process.stdout.write(JSON.stringify({ score: min, rationale: 'No fixture state (a JSON object with labels and comments) found in the judge prompt.', label: LABEL }) + '\n');
    return;
  }
  const review = /review/i.test(name) || state.fixture_type === 'pull_request';
  const { points, notes } = review ? scoreReview(state, annotations) : scoreTriage(state, annotations);
  const score = min + Math.round((points / 4) * (max - min));
  const rationale = `${review ? 'review' : 'triage'} rules, ${points}/4: ${notes.join('; ')}.`;
  process.stdout.write(JSON.stringify({ score, rationale, label: LABEL }) + '\n');
}

main().catch((err) => {
  process.stderr.write(`deterministic-judge: ${err?.stack ?? err}\n`);
  process.exit(1);
});
