export const id = 364;
export const ids = [364];
export const modules = {

/***/ 80869:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ET: () => (/* binding */ addModelUsage),
/* harmony export */   LS: () => (/* binding */ countName),
/* harmony export */   M1: () => (/* binding */ tokensFromModels),
/* harmony export */   Vt: () => (/* binding */ emptyMetrics),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   eA: () => (/* binding */ RecentIds),
/* harmony export */   gE: () => (/* binding */ primaryModel),
/* harmony export */   oq: () => (/* binding */ emptyModelUsage),
/* harmony export */   tE: () => (/* binding */ roundUsd)
/* harmony export */ });
/* unused harmony export emptyTokens */
function emptyTokens() {
    return { input: 0, output: 0, reasoning: 0, cache_creation: 0, cache_read: 0 };
}
function emptyModelUsage() {
    return { input: 0, output: 0, cache_creation: 0, cache_read: 0, reasoning: 0, cost_usd: 0 };
}
function emptyMetrics(source) {
    return {
        num_turns: 0,
        total_cost_usd: 0,
        token_usage: emptyTokens(),
        iterations: 1,
        tool_calls: 0,
        model: null,
        models: {},
        status: 'unknown',
        estimated: false,
        duration_ms: 0,
        cost_source: 'none',
        source,
        skipped_lines: 0,
        tool_calls_by_name: {},
        api_retries: 0,
    };
}
function num(v) {
    return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}
function addModelUsage(into, model, u) {
    const cur = into[model] ?? (into[model] = emptyModelUsage());
    cur.input += num(u.input);
    cur.output += num(u.output);
    cur.cache_creation += num(u.cache_creation);
    cur.cache_read += num(u.cache_read);
    cur.reasoning += num(u.reasoning);
    cur.cost_usd += num(u.cost_usd);
}
function tokensFromModels(models) {
    const t = emptyTokens();
    for (const m of Object.values(models)) {
        t.input += m.input;
        t.output += m.output;
        t.cache_creation += m.cache_creation;
        t.cache_read += m.cache_read;
        t.reasoning += m.reasoning;
    }
    return t;
}
/** The model that did most of the work: the costliest, ties broken by output tokens. */
function primaryModel(models) {
    let best = null;
    let bestKey = [-1, -1];
    for (const [name, m] of Object.entries(models)) {
        const key = [m.cost_usd, m.output + m.input + m.cache_read + m.cache_creation];
        if (key[0] > bestKey[0] || (key[0] === bestKey[0] && key[1] > bestKey[1])) {
            best = name;
            bestKey = key;
        }
    }
    return best;
}
function countName(into, name) {
    into[name] = (into[name] ?? 0) + 1;
}
/** Rounds away binary noise from summed dollar figures (1e-9 dollars is far below any price unit). */
function roundUsd(v) {
    return Math.round(v * 1e9) / 1e9;
}
/**
 * Remembers the most recent ids only: repeats of one id (a tool call's
 * started/completed events, a message's content blocks) come close
 * together, so a bounded window dedupes them with flat memory.
 */
class RecentIds {
    limit;
    ids = new Set();
    constructor(limit = 4096) {
        this.limit = limit;
    }
    /** Adds id; returns false when it was already there. */
    add(id) {
        if (this.ids.has(id))
            return false;
        this.ids.add(id);
        if (this.ids.size > this.limit)
            this.ids.delete(this.ids.values().next().value);
        return true;
    }
}


/***/ }),

/***/ 83364:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Cp: () => (/* binding */ createParser),
  qG: () => (/* binding */ parseTranscriptFile)
});

// UNUSED EXPORTS: createFormatParser

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/metrics/line-splitter.ts
// Splits a byte stream into lines without building strings for the whole
// stream: each complete line is handed over as a (buffer, start, end) view so
// callers can look at a few bytes before deciding to decode and parse it.
/** A line longer than this is dropped (and reported) instead of buffered. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;
class LineSplitter {
    onLine;
    maxLineBytes;
    pending = [];
    pendingLen = 0;
    dropping = false;
    /** Lines dropped because they exceeded MAX_LINE_BYTES. */
    oversized = 0;
    constructor(onLine, maxLineBytes = MAX_LINE_BYTES) {
        this.onLine = onLine;
        this.maxLineBytes = maxLineBytes;
    }
    push(chunk) {
        let start = 0;
        let nl = chunk.indexOf(10);
        if (this.pendingLen > 0 || this.dropping) {
            if (nl === -1) {
                this.keep(chunk);
                return;
            }
            if (this.dropping) {
                this.dropping = false;
            }
            else {
                this.pending.push(chunk.subarray(0, nl));
                const line = Buffer.concat(this.pending, this.pendingLen + nl);
                this.pending = [];
                this.pendingLen = 0;
                this.emit(line, 0, line.length);
            }
            start = nl + 1;
            nl = chunk.indexOf(10, start);
        }
        while (nl !== -1) {
            this.emit(chunk, start, nl);
            start = nl + 1;
            nl = chunk.indexOf(10, start);
        }
        if (start < chunk.length)
            this.keep(start === 0 ? chunk : chunk.subarray(start));
    }
    /** Flushes a last line that had no trailing newline. */
    end() {
        if (this.pendingLen > 0 && !this.dropping) {
            const line = Buffer.concat(this.pending, this.pendingLen);
            this.emit(line, 0, line.length);
        }
        this.pending = [];
        this.pendingLen = 0;
        this.dropping = false;
    }
    keep(part) {
        if (this.dropping)
            return;
        if (this.pendingLen + part.length > this.maxLineBytes) {
            this.pending = [];
            this.pendingLen = 0;
            this.dropping = true;
            this.oversized++;
            return;
        }
        // Copy small tails so a 1 MiB read buffer is not pinned by a few bytes.
        this.pending.push(part.length < 4096 ? Buffer.from(part) : part);
        this.pendingLen += part.length;
    }
    emit(buf, start, end) {
        if (end > start && buf[end - 1] === 13)
            end--;
        this.onLine(buf, start, end);
    }
}
/** Index of the first non-blank byte in [start, end), or end. */
function skipBlank(buf, start, end) {
    let i = start;
    while (i < end) {
        const c = buf[i];
        if (c !== 32 && c !== 9 && c !== 13)
            break;
        i++;
    }
    return i;
}
/** True when buf[start..] begins with the bytes of prefix. */
function startsWithBytes(buf, start, end, prefix) {
    if (end - start < prefix.length)
        return false;
    return buf.compare(prefix, 0, prefix.length, start, start + prefix.length) === 0;
}
/** Last non-blank byte of [start, end), or -1. */
function lastByte(buf, start, end) {
    let i = end - 1;
    while (i >= start) {
        const c = buf[i];
        if (c !== 32 && c !== 9 && c !== 13)
            return c;
        i--;
    }
    return -1;
}

// EXTERNAL MODULE: ./src/metrics/metrics-util.ts
var metrics_util = __webpack_require__(80869);
;// CONCATENATED MODULE: ./src/metrics/json-lines-parser.ts


class JsonLinesParser {
    splitter = new LineSplitter((b, s, e) => this.line(b, s, e));
    skipped = 0;
    /** The model the transcript (or the caller) names first. */
    model;
    constructor(opts = {}) {
        this.model = opts.model || null;
    }
    push(chunk) {
        this.splitter.push(chunk);
    }
    end() {
        this.splitter.end();
        const m = this.metrics();
        m.skipped_lines = this.skipped + this.splitter.oversized;
        return m;
    }
    /**
     * Lets a parser drop a line from its first bytes, before it is decoded and
     * parsed; [start, end) is non-empty and starts at a non-blank byte. A
     * parser that drops a line that is not JSON calls notJson() itself.
     */
    ignoreLine(_buf, _start, _end) {
        return false;
    }
    notJson() {
        this.skipped++;
    }
    /** Keeps the first model name seen. */
    noteModel(name) {
        if (typeof name === 'string' && !this.model)
            this.model = name;
    }
    line(buf, start, end) {
        const s = skipBlank(buf, start, end);
        if (s >= end)
            return;
        if (this.ignoreLine(buf, s, end))
            return;
        let ev;
        try {
            ev = JSON.parse(buf.toString('utf8', s, end));
        }
        catch {
            this.skipped++;
            return;
        }
        if (ev === null || typeof ev !== 'object') {
            this.skipped++;
            return;
        }
        this.event(ev);
    }
}
/**
 * Counts tool calls: a call with an id is counted the first time its id is
 * seen (its started/updated/completed events repeat it), a call without one
 * every time.
 */
class ToolCallCounter {
    ids;
    calls = 0;
    names = {};
    constructor(recentIds) {
        this.ids = new metrics_util/* RecentIds */.eA(recentIds);
    }
    /** Counts a call named name; an id that is not a string counts as a call without an id. */
    add(id, name) {
        if (typeof id === 'string' && !this.ids.add(id))
            return;
        this.calls++;
        (0,metrics_util/* countName */.LS)(this.names, name);
    }
    get count() {
        return this.calls;
    }
    byName() {
        return { ...this.names };
    }
}

// EXTERNAL MODULE: ./node_modules/@pydantic/genai-prices/dist/index.js
var dist = __webpack_require__(82294);
;// CONCATENATED MODULE: ./src/metrics/prices.ts
// Cost from the price table bundled with @pydantic/genai-prices, used when an
// agent does not report its own cost (Codex, Gemini, a Claude stream cut
// before its `result`). The table is the one pinned by the installed package
// version, so figures are reproducible offline.


/** Dollar cost of the tokens, or null when the model is not in the table. */
function priceTokens(model, tokens, provider) {
    const usage = {
        input_tokens: tokens.input + tokens.cache_read + tokens.cache_creation,
        cache_read_tokens: tokens.cache_read,
        cache_write_tokens: tokens.cache_creation,
        output_tokens: tokens.output,
    };
    for (const opts of provider ? [{ providerId: provider }, {}] : [{}]) {
        try {
            const r = (0,dist/* calcPrice */.jh)(usage, model, opts);
            if (r)
                return r.total_price;
        }
        catch {
            // An unknown provider/model combination throws in some versions; try the next lookup.
        }
    }
    return null;
}
/** Prices every model of a `models` map in place (sets cost_usd) and returns the total. */
function priceModels(models, provider) {
    let cost = 0;
    let priced = 0;
    const unknown = [];
    for (const [name, m] of Object.entries(models)) {
        const p = name === 'unknown' ? null : priceTokens(name, m, provider);
        if (p === null) {
            if (m.input + m.output + m.cache_read + m.cache_creation > 0)
                unknown.push(name);
            m.cost_usd = 0;
            continue;
        }
        m.cost_usd = Math.round(p * 1e9) / 1e9;
        cost += m.cost_usd;
        priced++;
    }
    return { cost, unknown, priced };
}
function unknownModelWarning(models) {
    return `no price known for model ${models.map((m) => `"${m}"`).join(', ')}: its cost is counted as 0`;
}
/**
 * Fills m's models, token_usage and cost from the price table, for agents
 * that report tokens but no cost; a model not in the table gets a warning.
 */
function applyPriceTable(m, models, provider) {
    const priced = priceModels(models, provider);
    if (priced.unknown.length)
        m.warnings = [unknownModelWarning(priced.unknown)];
    m.models = models;
    m.token_usage = (0,metrics_util/* tokensFromModels */.M1)(models);
    m.total_cost_usd = (0,metrics_util/* roundUsd */.tE)(priced.cost);
    m.cost_source = priced.priced > 0 ? 'price_table' : 'none';
}

;// CONCATENATED MODULE: ./src/metrics/claude-stream.ts




const CLAUDE_SOURCE = 'transcript:claude-stream-json';
// Lines that never change the figures. Claude Code writes `type` first, so a
// prefix test avoids decoding and parsing them; any other key order falls
// through to a full parse, which gives the same answer.
const SKIP_PREFIXES = [Buffer.from('{"type":"stream_event"'), Buffer.from('{"type":"user"')];
// Repeats of one message (one event per content block) and of one tool_use
// come close together, so only recent ids are remembered: older messages are
// folded into per-model totals, which keeps memory flat on long transcripts.
const RECENT_IDS = 4096;
class ClaudeStreamParser extends JsonLinesParser {
    apiRetries = 0;
    tools = new ToolCallCounter(RECENT_IDS);
    // Figures from `result` events.
    results = 0;
    resultTurns = 0;
    resultCost = 0;
    resultDuration = 0;
    resultModels = {};
    status = 'unknown';
    // Assistant messages not yet covered by a `result`: recent ones by id,
    // older ones folded into per-model totals.
    pendingMessages = new Map();
    foldedModels = {};
    foldedTurns = 0;
    foldedCount = 0;
    // Claude's stream names its models itself (in `init` and in every
    // message), so it takes no model from the caller.
    constructor() {
        super();
    }
    metrics() {
        const m = (0,metrics_util/* emptyMetrics */.Vt)(CLAUDE_SOURCE);
        const models = {};
        for (const [name, u] of Object.entries(this.resultModels))
            (0,metrics_util/* addModelUsage */.ET)(models, name, u);
        let cost = this.resultCost;
        let turns = this.resultTurns;
        const warnings = [];
        const pending = this.pendingMessages.size + this.foldedCount;
        const estimated = pending > 0 || this.results === 0;
        if (pending > 0) {
            const est = {};
            for (const [name, u] of Object.entries(this.foldedModels))
                (0,metrics_util/* addModelUsage */.ET)(est, name, u);
            turns += this.foldedTurns;
            for (const u of this.pendingMessages.values()) {
                (0,metrics_util/* addModelUsage */.ET)(est, u.model, u);
                if (u.topLevel)
                    turns++;
            }
            const priced = priceModels(est, 'anthropic');
            if (priced.unknown.length)
                warnings.push(unknownModelWarning(priced.unknown));
            for (const [name, u] of Object.entries(est))
                (0,metrics_util/* addModelUsage */.ET)(models, name, u);
            cost += priced.cost;
            m.cost_source = this.results > 0 ? 'estimated' : priced.priced > 0 ? 'price_table' : 'none';
        }
        else {
            m.cost_source = this.results > 0 ? 'transcript' : 'none';
        }
        m.num_turns = turns;
        m.total_cost_usd = (0,metrics_util/* roundUsd */.tE)(cost);
        m.models = models;
        m.token_usage = (0,metrics_util/* tokensFromModels */.M1)(models);
        m.model = this.model ?? (0,metrics_util/* primaryModel */.gE)(models);
        m.status = this.status;
        m.estimated = estimated;
        m.duration_ms = this.resultDuration;
        m.tool_calls = this.tools.count;
        m.tool_calls_by_name = this.tools.byName();
        m.api_retries = this.apiRetries;
        if (warnings.length)
            m.warnings = warnings;
        return m;
    }
    ignoreLine(buf, start, end) {
        for (const p of SKIP_PREFIXES) {
            if (startsWithBytes(buf, start, end, p)) {
                // A line cut in the middle is still counted as not JSON.
                if (lastByte(buf, start, end) !== 125)
                    this.notJson();
                return true;
            }
        }
        return false;
    }
    event(ev) {
        switch (ev.type) {
            case 'assistant':
                this.assistant(ev);
                break;
            case 'result':
                this.result(ev);
                break;
            case 'system':
                if (ev.subtype === 'init')
                    this.noteModel(ev.model);
                else if (ev.subtype === 'api_retry')
                    this.apiRetries++;
                break;
            default:
                break;
        }
    }
    assistant(ev) {
        const msg = ev.message;
        if (!msg || typeof msg !== 'object')
            return;
        const content = Array.isArray(msg.content) ? msg.content : [];
        for (const block of content) {
            // A tool_use without an id is not counted: the id is what dedupes its repeats.
            if (block && (block.type === 'tool_use' || block.type === 'server_tool_use') && typeof block.id === 'string') {
                this.tools.add(block.id, typeof block.name === 'string' ? block.name : 'unknown');
            }
        }
        const id = typeof msg.id === 'string' ? msg.id : null;
        if (!id)
            return;
        const u = msg.usage ?? {};
        const prev = this.pendingMessages.get(id);
        // The same message is repeated once per content block (and more in
        // partial-messages mode); keep the largest figure seen for each field.
        const next = {
            model: typeof msg.model === 'string' ? msg.model : prev?.model ?? 'unknown',
            input: Math.max(prev?.input ?? 0, (0,metrics_util/* num */.bu)(u.input_tokens)),
            output: Math.max(prev?.output ?? 0, (0,metrics_util/* num */.bu)(u.output_tokens)),
            cache_creation: Math.max(prev?.cache_creation ?? 0, (0,metrics_util/* num */.bu)(u.cache_creation_input_tokens)),
            cache_read: Math.max(prev?.cache_read ?? 0, (0,metrics_util/* num */.bu)(u.cache_read_input_tokens)),
            topLevel: ev.parent_tool_use_id === null || ev.parent_tool_use_id === undefined,
        };
        if (prev) {
            this.pendingMessages.set(id, next);
            return;
        }
        this.pendingMessages.set(id, next);
        if (this.pendingMessages.size > RECENT_IDS) {
            const [oldId, old] = this.pendingMessages.entries().next().value;
            this.pendingMessages.delete(oldId);
            (0,metrics_util/* addModelUsage */.ET)(this.foldedModels, old.model, old);
            if (old.topLevel)
                this.foldedTurns++;
            this.foldedCount++;
        }
    }
    result(ev) {
        this.results++;
        this.resultTurns += (0,metrics_util/* num */.bu)(ev.num_turns);
        this.resultCost += (0,metrics_util/* num */.bu)(ev.total_cost_usd ?? ev.cost_usd);
        this.resultDuration += (0,metrics_util/* num */.bu)(ev.duration_ms);
        const mu = ev.modelUsage;
        if (mu && typeof mu === 'object' && Object.keys(mu).length > 0) {
            for (const [name, v] of Object.entries(mu)) {
                (0,metrics_util/* addModelUsage */.ET)(this.resultModels, name, {
                    input: (0,metrics_util/* num */.bu)(v?.inputTokens),
                    output: (0,metrics_util/* num */.bu)(v?.outputTokens),
                    cache_read: (0,metrics_util/* num */.bu)(v?.cacheReadInputTokens),
                    cache_creation: (0,metrics_util/* num */.bu)(v?.cacheCreationInputTokens),
                    cost_usd: (0,metrics_util/* num */.bu)(v?.costUSD),
                });
            }
        }
        else if (ev.usage && typeof ev.usage === 'object') {
            const u = ev.usage;
            (0,metrics_util/* addModelUsage */.ET)(this.resultModels, this.model ?? 'unknown', {
                input: (0,metrics_util/* num */.bu)(u.input_tokens),
                output: (0,metrics_util/* num */.bu)(u.output_tokens),
                cache_read: (0,metrics_util/* num */.bu)(u.cache_read_input_tokens),
                cache_creation: (0,metrics_util/* num */.bu)(u.cache_creation_input_tokens),
                cost_usd: (0,metrics_util/* num */.bu)(ev.total_cost_usd),
            });
        }
        this.status = claudeStatus(ev);
        this.pendingMessages = new Map();
        this.foldedModels = {};
        this.foldedTurns = 0;
        this.foldedCount = 0;
    }
}
function claudeStatus(ev) {
    switch (ev.subtype) {
        case 'success':
            return ev.is_error === true ? 'error' : 'success';
        case 'error_max_turns':
            return 'error_max_turns';
        case 'error_max_budget_usd':
            return 'error_max_budget_usd';
        default:
            return 'error';
    }
}

;// CONCATENATED MODULE: ./src/metrics/codex-json.ts



const CODEX_SOURCE = 'transcript:codex-json';
const TOOL_ITEM_TYPES = new Set(['command_execution', 'mcp_tool_call', 'file_change', 'web_search']);
class CodexJsonParser extends JsonLinesParser {
    turns = 0;
    completed = 0;
    usage = null;
    status = 'unknown';
    tools = new ToolCallCounter();
    metrics() {
        const m = (0,metrics_util/* emptyMetrics */.Vt)(CODEX_SOURCE);
        const models = {};
        if (this.usage) {
            const u = this.usage;
            const cached = (0,metrics_util/* num */.bu)(u.cached_input_tokens);
            const mu = (0,metrics_util/* emptyModelUsage */.oq)();
            mu.input = Math.max(0, (0,metrics_util/* num */.bu)(u.input_tokens) - cached);
            mu.cache_read = cached;
            mu.output = (0,metrics_util/* num */.bu)(u.output_tokens);
            mu.reasoning = (0,metrics_util/* num */.bu)(u.reasoning_output_tokens);
            models[this.model ?? 'unknown'] = mu;
        }
        applyPriceTable(m, models, 'openai');
        m.model = this.model;
        m.num_turns = this.turns;
        m.tool_calls = this.tools.count;
        m.tool_calls_by_name = this.tools.byName();
        m.status = this.status;
        m.estimated = this.completed === 0 || this.completed < this.turns;
        return m;
    }
    event(ev) {
        this.noteModel(ev.model);
        switch (ev.type) {
            case 'turn.started':
                this.turns++;
                break;
            case 'turn.completed':
                this.completed++;
                if (ev.usage && typeof ev.usage === 'object')
                    this.usage = ev.usage;
                this.status = 'success';
                break;
            case 'turn.failed':
                this.completed++;
                if (ev.usage && typeof ev.usage === 'object')
                    this.usage = ev.usage;
                this.status = 'error';
                break;
            case 'error':
                this.status = 'error';
                break;
            case 'item.started':
            case 'item.updated':
            case 'item.completed':
                this.item(ev.item);
                break;
            default:
                break;
        }
    }
    item(item) {
        if (!item || typeof item !== 'object' || !TOOL_ITEM_TYPES.has(item.type))
            return;
        const name = item.type === 'mcp_tool_call' && typeof item.tool === 'string'
            ? `mcp:${typeof item.server === 'string' ? `${item.server}/` : ''}${item.tool}`
            : String(item.type);
        this.tools.add(item.id, name);
    }
}

;// CONCATENATED MODULE: ./src/metrics/detect-format.ts
// Tells a transcript's format from its first JSON lines.

const CLAUDE_TYPES = new Set(['system', 'assistant', 'user', 'stream_event']);
const CODEX_TYPES = new Set(['thread.started', 'turn.started', 'turn.completed', 'turn.failed', 'item.started', 'item.updated', 'item.completed']);
const GEMINI_TYPES = new Set(['init', 'message', 'tool_use', 'tool_result']);
/** The format one parsed event points to, or null when it says nothing. */
function formatOfEvent(ev) {
    if (!ev || typeof ev !== 'object')
        return null;
    const e = ev;
    const t = e.type;
    if (typeof t !== 'string')
        return null;
    if (CLAUDE_TYPES.has(t))
        return 'claude';
    if (CODEX_TYPES.has(t))
        return 'codex';
    if (GEMINI_TYPES.has(t))
        return 'gemini';
    if (t === 'result') {
        if ('stats' in e)
            return 'gemini';
        return 'claude';
    }
    return null;
}
/**
 * Feeds lines until one tells the format. Unknown after `limitBytes` (or at
 * the end) means Claude Code stream-json, the format of the runner contract.
 */
class FormatDetector {
    limitBytes;
    format = null;
    seen = 0;
    splitter = new LineSplitter((b, s, e) => this.line(b, s, e));
    constructor(limitBytes = 1024 * 1024) {
        this.limitBytes = limitBytes;
    }
    /** Returns the format once known. */
    push(chunk) {
        if (this.format)
            return this.format;
        this.seen += chunk.length;
        this.splitter.push(chunk);
        if (!this.format && this.seen >= this.limitBytes)
            this.format = 'claude';
        return this.format;
    }
    end() {
        if (!this.format)
            this.splitter.end();
        return this.format ?? 'claude';
    }
    line(buf, start, end) {
        if (this.format)
            return;
        const s = skipBlank(buf, start, end);
        if (s >= end || buf[s] !== 123)
            return;
        try {
            this.format = formatOfEvent(JSON.parse(buf.toString('utf8', s, end)));
        }
        catch {
            // Not JSON: keep looking.
        }
    }
}
function detectFormat(text) {
    const d = new FormatDetector(Number.MAX_SAFE_INTEGER);
    d.push(Buffer.isBuffer(text) ? text : Buffer.from(text));
    return d.end();
}

;// CONCATENATED MODULE: ./src/metrics/gemini-stream.ts



const GEMINI_SOURCE = 'transcript:gemini-stream-json';
class GeminiStreamParser extends JsonLinesParser {
    turns = 0;
    inResponse = false;
    stats = null;
    status = 'unknown';
    tools = new ToolCallCounter();
    metrics() {
        const m = (0,metrics_util/* emptyMetrics */.Vt)(GEMINI_SOURCE);
        const models = {};
        const st = this.stats;
        if (st) {
            const perModel = st.models && typeof st.models === 'object' ? Object.entries(st.models) : [];
            if (perModel.length > 0) {
                for (const [name, v] of perModel)
                    models[name] = geminiUsage(v);
            }
            else {
                models[this.model ?? 'unknown'] = geminiUsage(st);
            }
        }
        applyPriceTable(m, models, 'google');
        m.model = this.model;
        m.num_turns = this.turns;
        m.tool_calls = Math.max(this.tools.count, st ? (0,metrics_util/* num */.bu)(st.tool_calls) : 0);
        m.tool_calls_by_name = this.tools.byName();
        m.duration_ms = st ? (0,metrics_util/* num */.bu)(st.duration_ms) : 0;
        m.status = this.status;
        m.estimated = st === null;
        return m;
    }
    event(ev) {
        switch (ev.type) {
            case 'init':
                this.noteModel(ev.model);
                break;
            case 'message':
                if (ev.role === 'assistant')
                    this.responding();
                else
                    this.inResponse = false;
                break;
            case 'tool_use':
                this.responding();
                this.tools.add(ev.tool_id, typeof ev.tool_name === 'string' ? ev.tool_name : 'unknown');
                break;
            case 'tool_result':
                this.inResponse = false;
                break;
            case 'result':
                if (ev.stats && typeof ev.stats === 'object')
                    this.stats = ev.stats;
                this.status = ev.status === 'success' ? 'success' : 'error';
                break;
            default:
                break;
        }
    }
    responding() {
        if (!this.inResponse)
            this.turns++;
        this.inResponse = true;
    }
}
function geminiUsage(v) {
    const u = (0,metrics_util/* emptyModelUsage */.oq)();
    const cached = (0,metrics_util/* num */.bu)(v?.cached);
    const total = (0,metrics_util/* num */.bu)(v?.input_tokens);
    u.input = typeof v?.input === 'number' ? v.input : Math.max(0, total - cached);
    u.cache_read = cached;
    u.output = (0,metrics_util/* num */.bu)(v?.output_tokens);
    u.reasoning = (0,metrics_util/* num */.bu)(v?.thoughts ?? v?.thoughts_tokens);
    return u;
}

;// CONCATENATED MODULE: ./src/metrics/parse-transcript.ts
// Picks the parser for a transcript format and runs it over a file or a
// live stream.





function createFormatParser(format, opts = {}) {
    switch (format) {
        case 'codex':
            return new CodexJsonParser(opts);
        case 'gemini':
            return new GeminiStreamParser(opts);
        default:
            return new ClaudeStreamParser();
    }
}
/** Holds the first chunks until the format is known, then replays them into the right parser. */
class AutoParser {
    opts;
    detector = new FormatDetector();
    held = [];
    inner = null;
    constructor(opts) {
        this.opts = opts;
    }
    push(chunk) {
        if (this.inner) {
            this.inner.push(chunk);
            return;
        }
        this.held.push(chunk);
        const f = this.detector.push(chunk);
        if (f)
            this.start(f);
    }
    end() {
        if (!this.inner)
            this.start(this.detector.end());
        return this.inner.end();
    }
    start(format) {
        this.inner = createFormatParser(format, this.opts);
        for (const c of this.held)
            this.inner.push(c);
        this.held = [];
    }
}
function createParser(opts) {
    return opts.format === 'auto' ? new AutoParser(opts) : createFormatParser(opts.format, opts);
}
async function parseTranscriptFile(path, opts = { format: 'auto' }) {
    const parser = createParser(opts);
    const stream = (0,external_node_fs_.createReadStream)(path, { highWaterMark: 256 * 1024 });
    for await (const chunk of stream)
        parser.push(chunk);
    return parser.end();
}


/***/ })

};
