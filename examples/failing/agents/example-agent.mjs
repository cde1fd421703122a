#!/usr/bin/env node
// Scripted, deterministic example agent for the bundled suites.
//
// It acts on the fixture issue or pull request through the GitHub REST API
// (GITHUB_API_URL, GH_TOKEN) and prints a Claude Code `stream-json` transcript
// (as `claude -p --output-format stream-json --verbose` does): a system/init
// line, one assistant message per turn (text and tool_use blocks, each block on
// its own line with the same message id, as Claude Code prints them), a user
// line with each tool_result, and a final `result` line with usage and cost.
//
// Usage: node example-agent.mjs <triage|review> [--behaviour normal|loop|wrong-label|crash|hang] [--model M]
// The behaviour can also come from AGENT_BEHAVIOUR. Only `node` is needed.
//
// Behaviours (controlled misbehaviour for the failing examples):
//   normal       do the job
//   loop         keep searching the workspace for 60 turns, then finish (exceeds turn/cost budgets)
//   wrong-label  apply the wrong label (e.g. `bug` on a vague report, `risk/low` on a risky PR)
//   crash        exit 1 midway, without a result line
//   hang         never finish
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const DEFAULT_MODEL = 'claude-sonnet-4-5';
// USD per million tokens, by model family.
const PRICES = {
  opus: { input: 15, output: 75, cacheWrite: 18.75, cacheRead: 1.5 },
  sonnet: { input: 3, output: 15, cacheWrite: 3.75, cacheRead: 0.3 },
  haiku: { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 },
};
// Claude Code's system prompt and tool definitions, as cached on the first turn.
const SYSTEM_PROMPT_TOKENS = 11800;
const LOOP_TURNS = 60;
const TOOLS = ['Bash', 'Glob', 'Grep', 'Read', 'Edit', 'Write', 'TodoWrite',
  'mcp__github__get_issue', 'mcp__github__list_issues', 'mcp__github__add_issue_comment',
  'mcp__github__update_issue', 'mcp__github__get_pull_request', 'mcp__github__get_pull_request_files',
  'mcp__github__get_file_contents', 'mcp__github__create_pull_request_review'];

class AgentError extends Error {}

function parseArgs(argv) {
  const out = { skill: undefined, behaviour: process.env.AGENT_BEHAVIOUR || 'normal', model: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--behaviour' || a === '--behavior') out.behaviour = argv[++i] ?? 'normal';
    else if (a.startsWith('--behaviour=')) out.behaviour = a.slice('--behaviour='.length);
    else if (a === '--model') out.model = argv[++i];
    else if (!a.startsWith('--') && out.skill === undefined) out.skill = a;
  }
  // An unfilled placeholder (`{agent_behaviour}`) means the case did not ask for one.
  if (!out.behaviour || /^\{.*\}$/.test(out.behaviour)) out.behaviour = 'normal';
  if (!out.model || /^\{.*\}$/.test(out.model)) out.model = DEFAULT_MODEL;
  return out;
}

function priceOf(model) {
  if (/opus/i.test(model)) return PRICES.opus;
  if (/haiku/i.test(model)) return PRICES.haiku;
  return PRICES.sonnet;
}

function tokensOf(text) {
  return Math.max(1, Math.ceil(String(text).length / 3.6));
}

function shortHash(...parts) {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

function toBase62(hex, len) {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let n = BigInt('0x' + hex);
  let s = '';
  while (s.length < len) { s += alphabet[Number(n % 62n)]; n /= 62n; }
  return s;
}

function uuidFrom(hex) {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Prints the transcript and keeps the usage figures the result line reports. */
class Transcript {
  constructor({ model, seed, cwd, write }) {
    this.model = model;
    this.seed = seed;
    this.cwd = cwd;
    this.write = write;
    this.sessionId = uuidFrom(shortHash('session', seed));
    this.turns = 0;
    this.toolSeq = 0;
    this.pending = 0; // tokens added to the context since the last turn
    this.context = 0; // tokens already cached
    this.apiMs = 0;
    this.usage = { input: 0, output: 0, cacheCreation: 0, cacheRead: 0 };
    this.started = Date.now();
  }

  emit(obj) {
    this.write(JSON.stringify(obj) + '\n');
  }

  uuid(kind) {
    return uuidFrom(shortHash(kind, this.seed, String(this.turns), String(this.toolSeq)));
  }

  init(prompt) {
    this.pending = SYSTEM_PROMPT_TOKENS + tokensOf(prompt);
    this.emit({
      type: 'system', subtype: 'init', cwd: this.cwd, session_id: this.sessionId, tools: TOOLS,
      mcp_servers: [{ name: 'github', status: 'connected' }], model: this.model,
      permissionMode: 'bypassPermissions', slash_commands: [], apiKeySource: 'none',
      claude_code_version: '2.0.14', output_style: 'default', agents: [], uuid: this.uuid('init'),
    });
  }

  /** One assistant turn: optional text, optional tool call. Returns the tool_use id. */
  assistant(text, tool) {
    this.turns += 1;
    const id = `msg_01${toBase62(shortHash('msg', this.seed, String(this.turns)), 22)}`;
    const blocks = [];
    if (text) blocks.push({ type: 'text', text });
    let toolId;
    if (tool) {
      this.toolSeq += 1;
      toolId = `toolu_01${toBase62(shortHash('tool', this.seed, String(this.toolSeq)), 22)}`;
      blocks.push({ type: 'tool_use', id: toolId, name: tool.name, input: tool.input });
    }
    const output = tokensOf(JSON.stringify(blocks)) + 24;
    const usage = {
      input_tokens: 3 + (this.turns % 4),
      cache_creation_input_tokens: this.pending,
      cache_read_input_tokens: this.context,
      output_tokens: output,
      service_tier: 'standard',
    };
    this.usage.input += usage.input_tokens;
    this.usage.output += output;
    this.usage.cacheCreation += this.pending;
    this.usage.cacheRead += this.context;
    this.context += this.pending;
    this.pending = output;
    this.apiMs += 900 + output * 18;
    for (const block of blocks) {
      this.emit({
        type: 'assistant',
        message: {
          id, type: 'message', role: 'assistant', model: this.model, content: [block],
          stop_reason: null, stop_sequence: null, usage, context_management: null,
        },
        parent_tool_use_id: null, session_id: this.sessionId, uuid: this.uuid('assistant' + block.type),
      });
    }
    return toolId;
  }

  toolResult(toolId, content, isError = false) {
    const text = typeof content === 'string' ? content : JSON.stringify(content, null, 2);
    const clipped = text.length > 6000 ? text.slice(0, 6000) + '\n... (truncated)' : text;
    this.pending += tokensOf(clipped);
    this.emit({
      type: 'user',
      message: { role: 'user', content: [{ tool_use_id: toolId, type: 'tool_result', content: clipped, is_error: isError }] },
      parent_tool_use_id: null, session_id: this.sessionId, uuid: this.uuid('user'),
    });
  }

  /** A turn that calls a tool, runs it and prints its result. */
  async step(text, tool, run) {
    const toolId = this.assistant(text, tool);
    const result = await run();
    this.toolResult(toolId, result);
    return result;
  }

  cost() {
    const p = priceOf(this.model);
    const raw = (this.usage.input * p.input + this.usage.output * p.output
      + this.usage.cacheCreation * p.cacheWrite + this.usage.cacheRead * p.cacheRead) / 1e6;
    return Number(raw.toFixed(6));
  }

  finish(summary) {
    this.assistant(summary, undefined);
    const costUSD = this.cost();
    const modelUsage = {
      [this.model]: {
        inputTokens: this.usage.input, outputTokens: this.usage.output,
        cacheReadInputTokens: this.usage.cacheRead, cacheCreationInputTokens: this.usage.cacheCreation,
        webSearchRequests: 0, costUSD, contextWindow: 200000,
      },
    };
    const total = Object.values(modelUsage).reduce((s, m) => s + m.costUSD, 0);
    this.emit({
      type: 'result', subtype: 'success', is_error: false,
      duration_ms: Date.now() - this.started + this.apiMs, duration_api_ms: this.apiMs,
      num_turns: this.turns, result: summary, session_id: this.sessionId,
      total_cost_usd: Number(total.toFixed(6)),
      usage: {
        input_tokens: this.usage.input, cache_creation_input_tokens: this.usage.cacheCreation,
        cache_read_input_tokens: this.usage.cacheRead, output_tokens: this.usage.output,
        server_tool_use: { web_search_requests: 0 }, service_tier: 'standard',
      },
      modelUsage, permission_denials: [], uuid: this.uuid('result'),
    });
  }
}

// ---------------------------------------------------------------- GitHub REST

function githubClient({ apiUrl, token, fetchImpl = fetch, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) }) {
  const base = apiUrl.replace(/\/+$/, '');
  return async function request(method, path, body) {
    for (let attempt = 1; ; attempt++) {
      let res;
      try {
        res = await fetchImpl(base + path, {
          method,
          headers: {
            accept: 'application/vnd.github+json',
            'x-github-api-version': '2022-11-28',
            'user-agent': 'fullsend-functional-example-agent',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          body: body !== undefined ? JSON.stringify(body) : undefined,
        });
      } catch (err) {
        if (attempt < 4) { await sleep(250 * attempt); continue; }
        throw new AgentError(`${method} ${path}: cannot reach ${base} (${err.cause?.code ?? err.message})`);
      }
      const text = await res.text();
      let data = null;
      try { data = text ? JSON.parse(text) : null; } catch { data = text; }
      if (res.ok) return data;
      const message = (data && typeof data === 'object' && data.message) || String(text).slice(0, 200);
      const rateLimited = res.status === 429 || (res.status === 403 && /rate limit/i.test(message));
      if ((res.status >= 500 || rateLimited) && attempt < 4) {
        const retryAfter = Number(res.headers.get('retry-after'));
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 5) * 1000 : 250 * attempt);
        continue;
      }
      throw new AgentError(`${method} ${path} failed: HTTP ${res.status} ${message}`);
    }
  };
}

// ---------------------------------------------------------------- text rules

const STOPWORDS = new Set(('the a an and or but for with when what this that these those from into onto have has had ' +
  'are was were been being is it its not can cannot could would should will just also any some our your their ' +
  'there here then than them they you we our out all get got does did doing done use used using via per app ' +
  'page issue please thanks hello after before while again still very more most much like only over under about ' +
  'which who how why where one two new see seems seem').split(' '));

function stem(w) {
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && /(s|x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

function significantWords(text) {
  const words = String(text ?? '').toLowerCase().match(/[a-z][a-z0-9_]+/g) ?? [];
  return new Set(words.filter((w) => w.length >= 3 && !STOPWORDS.has(w)).map(stem));
}

/** Identifiers from the text, weighted above plain words when searching code. */
function searchTerms(text) {
  const src = String(text ?? '');
  const idents = new Set();
  // Code-like tokens only: camelCase, snake_case, or called like a function.
  for (const m of src.matchAll(/\b([a-z]+[A-Z]\w*|[A-Za-z]\w*_\w+|[A-Za-z_]\w*(?=\())/g)) idents.add(m[1]);
  const words = [...significantWords(src)].filter((w) => w.length >= 4 && !/^\d/.test(w));
  return { idents: [...idents].filter((t) => t.length >= 3), words };
}

/** The body as rendered: HTML comments (hidden markers) are not part of the report. */
function visibleText(body) {
  return String(body ?? '').replace(/<!--[\s\S]*?-->/g, '');
}

function findDuplicate(issue, others) {
  const mine = significantWords(issue.title);
  let best = null;
  for (const other of others) {
    if (other.number === issue.number || other.pull_request) continue;
    const theirs = significantWords(other.title);
    const shared = [...mine].filter((w) => theirs.has(w));
    const ratio = shared.length / Math.max(1, Math.min(mine.size, theirs.size));
    if (shared.length >= 2 && ratio >= 0.6 && (!best || ratio > best.ratio || (ratio === best.ratio && other.number < best.issue.number))) {
      best = { issue: other, ratio, shared };
    }
  }
  return best;
}

function classifyIssue(issue) {
  const text = `${issue.title}\n${visibleText(issue.body)}`.toLowerCase();
  const feature = /\b(feature|add support|would be nice|feature request|it would be great|please add|allow (?:users|me) to)\b/.test(text);
  const bugish = /\b(crash(?:es|ed|ing)?|error|500|broken|exception|traceback|fails?|failing|wrong)\b/.test(text);
  const hasSteps = /(steps to reproduce|to reproduce|repro|expected|actual|^\s*\d+\.\s)/m.test(text);
  const hasVersion = /\bv?\d+\.\d+(\.\d+)?\b|\bversion\b/.test(text);
  const vague = !hasSteps && !hasVersion;
  if (feature && !bugish) return { label: 'enhancement', reason: 'it asks for new behaviour rather than reporting a defect' };
  if (bugish && vague) return { label: 'needs-info', reason: 'it reports a failure but gives no steps to reproduce and no version' };
  if (bugish) return { label: 'bug', reason: 'it describes a defect with a reproduction' };
  if (feature) return { label: 'enhancement', reason: 'it asks for new behaviour' };
  if (vague && visibleText(issue.body).length < 200) return { label: 'needs-info', reason: 'the report is too short to act on' };
  return { label: 'triaged', reason: 'it is clear and actionable but neither a defect nor a feature request' };
}

// ---------------------------------------------------------------- workspace

function listFiles(root, limit = 400) {
  const out = [];
  const walk = (dir, depth) => {
    if (depth > 6 || out.length >= limit) return;
    let entries;
    try { entries = readdirSync(dir, { withFileTypes: true }); } catch { return; }
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      if (out.length >= limit) return;
      if (e.name === '.git' || e.name === 'node_modules') continue;
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p, depth + 1);
      else if (e.isFile()) {
        try { if (statSync(p).size <= 200_000) out.push(p); } catch { /* unreadable: skip */ }
      }
    }
  };
  walk(root, 0);
  return out;
}

function grepWorkspace(root, terms) {
  const results = [];
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const file of listFiles(root)) {
    let text;
    try { text = readFileSync(file, 'utf8'); } catch { continue; }
    if (text.includes('\u0000')) continue;
    const rel = relative(root, file).split(sep).join('/');
    let score = 0;
    let firstLine = 0;
    let hit = '';
    const lines = text.split('\n');
    const check = (term, weight, exact) => {
      const re = new RegExp(exact ? `\\b${escape(term)}\\b` : `\\b${escape(term)}`, exact ? '' : 'i');
      const idx = lines.findIndex((l) => re.test(l));
      if (idx >= 0) {
        score += weight;
        if (!firstLine || weight > 1) { if (!hit || weight > 1) { firstLine = idx + 1; hit = term; } }
      }
    };
    for (const t of terms.idents) {
      check(t, 3, true);
      // The file that defines the identifier beats the files that only use it.
      const def = new RegExp(`(function\\s+${escape(t)}\\b|\\b(const|let|var)\\s+${escape(t)}\\s*=|\\bdef\\s+${escape(t)}\\b|\\bclass\\s+${escape(t)}\\b)`);
      const idx = lines.findIndex((l) => def.test(l));
      if (idx >= 0) { score += 2; firstLine = idx + 1; hit = t; }
    }
    for (const w of terms.words) check(w, 1, false);
    // Documentation mentions every topic; prefer code when scores tie.
    if (/\.(md|txt)$/i.test(rel) || /(^|\/)(test|tests|__tests__)\//.test(rel)) score -= 1.5;
    if (score > 0) results.push({ path: rel, score, line: firstLine, term: hit });
  }
  results.sort((a, b) => b.score - a.score || a.path.localeCompare(b.path));
  return results;
}

function numbered(text, maxLines = 80) {
  return text.split('\n').slice(0, maxLines).map((l, i) => `${String(i + 1).padStart(6)}\u2192${l}`).join('\n');
}

// ---------------------------------------------------------------- skills

async function idleLoop(t, cwd, files) {
  // Keeps re-reading the same files without converging.
  const paths = files.length ? files : ['README.md'];
  let i = 0;
  while (t.turns < LOOP_TURNS - 3) {
    const rel = paths[i % paths.length];
    i += 1;
    if (i % 2) {
      await t.step(`Let me double-check ${rel} once more before deciding.`, { name: 'Read', input: { file_path: join(cwd, rel) } },
        () => { try { return numbered(readFileSync(join(cwd, rel), 'utf8'), 40); } catch (e) { return `Error: ${e.message}`; } });
    } else {
      await t.step('I am not yet certain; searching again for related usages.', { name: 'Grep', input: { pattern: rel.split('/').pop().replace(/\.\w+$/, ''), path: '.', output_mode: 'files_with_matches' } },
        () => paths.join('\n'));
    }
  }
}

async function triage(ctx) {
  const { t, gh, owner, repo, number, cwd, behaviour } = ctx;
  const issue = await t.step('I\'ll start by reading the issue to understand what is being reported.',
    { name: 'mcp__github__get_issue', input: { owner, repo, issue_number: number } },
    () => gh('GET', `/repos/${owner}/${repo}/issues/${number}`));

  const open = await t.step('Next I\'ll check the open issues for an existing report of the same problem.',
    { name: 'mcp__github__list_issues', input: { owner, repo, state: 'open', perPage: 100 } },
    async () => {
      const list = await gh('GET', `/repos/${owner}/${repo}/issues?state=open&per_page=100`);
      return (Array.isArray(list) ? list : []).filter((i) => !i.pull_request).map((i) => ({ number: i.number, title: i.title, labels: (i.labels ?? []).map((l) => (typeof l === 'string' ? l : l.name)) }));
    });

  if (behaviour === 'crash') {
    process.stderr.write('example-agent: simulated crash (behaviour=crash): tool execution aborted\n');
    process.exit(1);
  }

  const terms = searchTerms(`${issue.title}\n${visibleText(issue.body)}`);
  const pattern = [...terms.idents, ...terms.words].slice(0, 12).join('|') || 'TODO';
  const matches = await t.step('Let me search the codebase for the code this issue refers to.',
    { name: 'Grep', input: { pattern, path: '.', output_mode: 'files_with_matches', '-i': true } },
    () => grepWorkspace(cwd, terms));
  const top = matches[0];

  if (top) {
    await t.step(`\`${top.path}\` looks most relevant; reading it.`,
      { name: 'Read', input: { file_path: join(cwd, top.path) } },
      () => numbered(readFileSync(join(cwd, top.path), 'utf8')));
  }

  if (behaviour === 'loop') await idleLoop(t, cwd, matches.map((m) => m.path).slice(0, 4));

  const dup = findDuplicate(issue, open);
  const decision = dup ? { label: 'duplicate', reason: `it reports the same problem as #${dup.issue.number}` } : classifyIssue(issue);
  let labels = [decision.label];
  if (behaviour === 'wrong-label') labels = [decision.label === 'bug' ? 'enhancement' : 'bug'];

  const where = top ? `The relevant code appears to be \`${top.path}\`${top.line ? ` (line ${top.line}, \`${top.term}\`)` : ''}.` : 'I could not find code in the repository that matches this report.';
  let body;
  if (dup) {
    body = `Thanks for the report. This looks like a duplicate of #${dup.issue.number} ("${dup.issue.title}"): both describe the same problem (${dup.shared.join(', ')}). ${where}\n\nPlease follow #${dup.issue.number} for updates; I've labelled this one \`duplicate\`.`;
  } else if (decision.label === 'needs-info') {
    body = `Thanks for the report. I can't reproduce this yet because ${decision.reason}. ${where}\n\nCould you add:\n- the exact steps to reproduce\n- the version you are running and your environment\n- any error output or logs\n\nI've labelled this \`needs-info\` until then.`;
  } else {
    body = `Triage: labelled \`${labels.join('`, `')}\` because ${decision.reason}. ${where}`;
  }

  await t.step(`I have enough to decide: ${decision.label}. Posting a comment that explains the decision.`,
    { name: 'mcp__github__add_issue_comment', input: { owner, repo, issue_number: number, body } },
    async () => { const c = await gh('POST', `/repos/${owner}/${repo}/issues/${number}/comments`, { body }); return { id: c?.id, html_url: c?.html_url }; });

  await t.step(`Adding the label${labels.length > 1 ? 's' : ''} ${labels.map((l) => `\`${l}\``).join(', ')}.`,
    { name: 'mcp__github__update_issue', input: { owner, repo, issue_number: number, labels } },
    async () => { const r = await gh('POST', `/repos/${owner}/${repo}/issues/${number}/labels`, { labels }); return (Array.isArray(r) ? r : []).map((l) => l.name); });

  return `Triaged #${number} as ${labels.join(', ')}${dup ? ` (duplicate of #${dup.issue.number})` : ''}. ${where}`;
}

const RISK_RULES = [
  { test: (f) => /(^|\/)auth\//i.test(f.path), why: 'changes authentication code (auth/)' },
  { test: (f) => /(^|\/)CODEOWNERS$/.test(f.path), why: 'changes CODEOWNERS, which controls who must approve changes' },
  { test: (f) => /\beval\(/.test(f.added), why: 'adds a call to `eval(`' },
  { test: (f) => /(sk_live_[A-Za-z0-9_]{6,}|sk_test_[A-Za-z0-9_]{6,}|AKIA[0-9A-Z]{12,}|ghp_[A-Za-z0-9]{20,}|-----BEGIN [A-Z ]*PRIVATE KEY-----|(api[_-]?key|secret|password|token)["']?\s*[:=]\s*["'][^"'\s]{8,}["'])/i.test(f.added), why: 'adds what looks like a hard-coded secret' },
  { test: (f) => /\bTODO\b/.test(f.added), why: 'adds a TODO' },
];

function addedLines(patch) {
  return String(patch ?? '').split('\n').filter((l) => l.startsWith('+') && !l.startsWith('+++')).map((l) => l.slice(1)).join('\n');
}

async function review(ctx) {
  const { t, gh, owner, repo, number, cwd, behaviour } = ctx;
  const pr = await t.step('I\'ll start by reading the pull request.',
    { name: 'mcp__github__get_pull_request', input: { owner, repo, pullNumber: number } },
    async () => {
      const p = await gh('GET', `/repos/${owner}/${repo}/pulls/${number}`);
      return { number: p.number, title: p.title, body: p.body, state: p.state, head: p.head?.ref, head_sha: p.head?.sha, base: p.base?.ref, user: p.user?.login };
    });

  const files = await t.step('Now the list of changed files and their diffs.',
    { name: 'mcp__github__get_pull_request_files', input: { owner, repo, pullNumber: number } },
    async () => {
      const list = await gh('GET', `/repos/${owner}/${repo}/pulls/${number}/files?per_page=100`);
      return (Array.isArray(list) ? list : []).map((f) => ({ path: f.filename, status: f.status, additions: f.additions, deletions: f.deletions, patch: f.patch }));
    });

  if (behaviour === 'crash') {
    process.stderr.write('example-agent: simulated crash (behaviour=crash): tool execution aborted\n');
    process.exit(1);
  }

  for (const f of files) {
    if (f.patch !== undefined || f.status === 'removed') { f.added = addedLines(f.patch); continue; }
    // No patch (binary or large file): read the new content instead.
    const content = await t.step(`The diff for \`${f.path}\` is not inline; reading the file at the head commit.`,
      { name: 'mcp__github__get_file_contents', input: { owner, repo, path: f.path, ref: pr.head_sha ?? pr.head } },
      async () => {
        const c = await gh('GET', `/repos/${owner}/${repo}/contents/${f.path.split('/').map(encodeURIComponent).join('/')}?ref=${encodeURIComponent(pr.head_sha ?? pr.head)}`);
        return c && c.content ? Buffer.from(c.content, 'base64').toString('utf8') : '';
      });
    f.added = content;
  }

  const codeowners = ['CODEOWNERS', '.github/CODEOWNERS', 'docs/CODEOWNERS'].find((p) => { try { return statSync(join(cwd, p)).isFile(); } catch { return false; } });
  if (codeowners) {
    await t.step('Checking who owns the touched paths.', { name: 'Read', input: { file_path: join(cwd, codeowners) } },
      () => numbered(readFileSync(join(cwd, codeowners), 'utf8')));
  }

  if (behaviour === 'loop') await idleLoop(t, cwd, files.map((f) => f.path).filter((p) => { try { return statSync(join(cwd, p)).isFile(); } catch { return false; } }));

  const findings = [];
  for (const f of files) for (const rule of RISK_RULES) if (rule.test(f)) findings.push({ path: f.path, why: rule.why });
  const risky = findings.length > 0;
  let label = risky ? 'risk/high' : 'risk/low';
  if (behaviour === 'wrong-label') label = risky ? 'risk/low' : 'risk/high';
  const event = risky ? 'REQUEST_CHANGES' : 'COMMENT';
  const body = risky
    ? `Requesting changes: this PR needs a closer look before it can merge.\n\nFindings:\n${findings.map((f) => `- \`${f.path}\`: ${f.why}`).join('\n')}\n\nPlease address these or get sign-off from the code owners.`
    : `LGTM. Reviewed ${files.length} file${files.length === 1 ? '' : 's'} (${files.map((f) => `\`${f.path}\``).join(', ')}); no risky patterns found.`;

  await t.step(risky ? `Found ${findings.length} risk${findings.length === 1 ? '' : 's'}; requesting changes.` : 'The change is low risk; leaving an LGTM review.',
    { name: 'mcp__github__create_pull_request_review', input: { owner, repo, pullNumber: number, event, body } },
    async () => { const r = await gh('POST', `/repos/${owner}/${repo}/pulls/${number}/reviews`, { event, body }); return { id: r?.id, state: r?.state }; });

  await t.step(`Labelling the PR \`${label}\`.`,
    { name: 'mcp__github__update_issue', input: { owner, repo, issue_number: number, labels: [label] } },
    async () => { const r = await gh('POST', `/repos/${owner}/${repo}/issues/${number}/labels`, { labels: [label] }); return (Array.isArray(r) ? r : []).map((l) => l.name); });

  return risky
    ? `Requested changes on PR #${number} (${label}): ${findings.map((f) => `${f.path} ${f.why}`).join('; ')}.`
    : `Reviewed PR #${number}: LGTM (${label}).`;
}

const SKILLS = { triage, review };

function resolveFixture(env) {
  let repoFull = env.EPHEMERAL_REPO;
  let number = Number(env.FIXTURE_NUMBER);
  const url = env.FIXTURE_URL ?? '';
  const m = url.match(/\/([^/]+)\/([^/]+)\/(?:issues|pull)\/(\d+)/);
  if (!repoFull && m) repoFull = `${m[1]}/${m[2]}`;
  if (!Number.isInteger(number) || number <= 0) number = m ? Number(m[3]) : NaN;
  if (!repoFull || !repoFull.includes('/')) throw new AgentError('EPHEMERAL_REPO (owner/name) or FIXTURE_URL must be set');
  if (!Number.isInteger(number) || number <= 0) throw new AgentError('FIXTURE_NUMBER (a positive integer) or FIXTURE_URL must be set');
  const [owner, repo] = repoFull.split('/');
  return { owner, repo, number };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const skill = SKILLS[args.skill];
  if (!skill) throw new AgentError(`unknown skill ${JSON.stringify(args.skill)}; expected one of: ${Object.keys(SKILLS).join(', ')}`);
  if (!['normal', 'loop', 'wrong-label', 'crash', 'hang'].includes(args.behaviour)) {
    throw new AgentError(`unknown --behaviour ${JSON.stringify(args.behaviour)}; expected normal, loop, wrong-label, crash or hang`);
  }
  const env = process.env;
  const { owner, repo, number } = resolveFixture(env);
  const token = env.GH_TOKEN || env.GITHUB_TOKEN;
  if (!token) throw new AgentError('GH_TOKEN or GITHUB_TOKEN must be set');
  const gh = githubClient({ apiUrl: env.GITHUB_API_URL || 'https://api.github.com', token });
  const cwd = process.cwd();
  const t = new Transcript({ model: args.model, seed: `${args.skill}|${owner}/${repo}#${number}|${args.behaviour}`, cwd, write: (s) => process.stdout.write(s) });
  const prompt = `/${args.skill} ${env.FIXTURE_URL ?? `${owner}/${repo}#${number}`}`;
  t.init(prompt);

  if (args.behaviour === 'hang') {
    t.assistant('Waiting for the repository to settle before starting.', { name: 'Bash', input: { command: 'sleep infinity', description: 'Wait' } });
    setInterval(() => {}, 1 << 30);
    return;
  }

  const summary = await skill({ t, gh, owner, repo, number, cwd, behaviour: args.behaviour });
  t.finish(summary);
}

main().catch((err) => {
  process.stderr.write(`example-agent: ${err instanceof AgentError ? err.message : err.stack ?? err}\n`);
  process.exit(1);
});
