// Local LLM API servers for judge tests: the Anthropic Messages API, OpenAI
// Chat Completions and the Vertex rawPredict path, on 127.0.0.1 with a
// scriptable reply per request and a record of every request.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LlmReply =
  /** A forced-tool answer carrying this score (any JSON value, to test malformed ones). */
  | { kind: 'score'; score: unknown; rationale?: string; inputTokens?: number; outputTokens?: number }
  /** A plain text answer with no tool call. */
  | { kind: 'text'; text: string }
  /** An HTTP error (429, 500, 529 ...), optionally with retry-after-ms / retry-after. */
  | { kind: 'status'; status: number; retryAfterMs?: number; retryAfterS?: number }
  /** Never answer (the client times out). */
  | { kind: 'hang' }
  /** OpenAI only: a tool call whose arguments are not JSON. */
  | { kind: 'bad_arguments'; arguments: string }
  /** Any body, verbatim. */
  | { kind: 'raw'; status?: number; body: unknown };

export interface RecordedRequest {
  api: 'anthropic' | 'openai' | 'vertex';
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
  model: string | null;
  /** Text of the (last) user message. */
  prompt: string;
  /** Vertex path parts. */
  project?: string;
  region?: string;
}

export interface LlmServer {
  /** http://127.0.0.1:PORT, no trailing slash. Anthropic's baseURL; OpenAI and Vertex use `${url}/v1`. */
  url: string;
  requests: RecordedRequest[];
  /** Queue replies, used in order, one per request. */
  reply(...replies: LlmReply[]): void;
  /** The reply when the queue is empty. */
  setDefault(reply: LlmReply): void;
  close(): Promise<void>;
}

const VERTEX_PATH = /^\/v1\/projects\/([^/]+)\/locations\/([^/]+)\/publishers\/anthropic\/models\/([^/]+):(rawPredict|streamRawPredict)$/;

function userText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((b) => (b && typeof b === 'object' && 'text' in b ? String((b as { text: unknown }).text) : '')).join('');
  return '';
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function statusReply(res: ServerResponse, api: RecordedRequest['api'], r: Extract<LlmReply, { kind: 'status' }>): void {
  const headers: Record<string, string> = {};
  if (r.retryAfterMs !== undefined) headers['retry-after-ms'] = String(r.retryAfterMs);
  if (r.retryAfterS !== undefined) headers['retry-after'] = String(r.retryAfterS);
  const type = r.status === 529 ? 'overloaded_error' : r.status === 429 ? 'rate_limit_error' : 'api_error';
  const body =
    api === 'openai'
      ? { error: { message: `status ${r.status}`, type, code: null, param: null } }
      : { type: 'error', error: { type, message: r.status === 529 ? 'Overloaded' : `status ${r.status}` } };
  json(res, r.status, body, headers);
}

function anthropicReply(res: ServerResponse, model: string, prompt: string, r: LlmReply): void {
  const usage = (i?: number, o?: number) => ({ input_tokens: i ?? Math.ceil(prompt.length / 4), output_tokens: o ?? 25 });
  if (r.kind === 'score') {
    json(res, 200, {
      id: 'msg_test',
      type: 'message',
      role: 'assistant',
      model,
      content: [{ type: 'tool_use', id: 'toolu_test', name: 'submit_score', input: { score: r.score, rationale: r.rationale ?? `scored ${String(r.score)}` } }],
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: usage(r.inputTokens, r.outputTokens),
    });
  } else if (r.kind === 'text' || r.kind === 'bad_arguments') {
    const text = r.kind === 'text' ? r.text : r.arguments;
    json(res, 200, { id: 'msg_test', type: 'message', role: 'assistant', model, content: [{ type: 'text', text }], stop_reason: 'end_turn', stop_sequence: null, usage: usage() });
  }
}

function openaiReply(res: ServerResponse, model: string, prompt: string, r: LlmReply): void {
  const usage = (i?: number, o?: number) => {
    const p = i ?? Math.ceil(prompt.length / 4);
    const c = o ?? 25;
    return { prompt_tokens: p, completion_tokens: c, total_tokens: p + c };
  };
  const completion = (message: Record<string, unknown>, finish: string, u: ReturnType<typeof usage>) => ({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finish, logprobs: null }],
    usage: u,
  });
  const toolCall = (args: string) => ({ content: null, tool_calls: [{ id: 'call_test', type: 'function', function: { name: 'submit_score', arguments: args } }] });
  if (r.kind === 'score') {
    json(res, 200, completion(toolCall(JSON.stringify({ score: r.score, rationale: r.rationale ?? `scored ${String(r.score)}` })), 'tool_calls', usage(r.inputTokens, r.outputTokens)));
  } else if (r.kind === 'bad_arguments') {
    json(res, 200, completion(toolCall(r.arguments), 'tool_calls', usage()));
  } else if (r.kind === 'text') {
    json(res, 200, completion({ content: r.text }, 'stop', usage()));
  }
}

export async function startLlmServer(options: { default?: LlmReply } = {}): Promise<LlmServer> {
  const queue: LlmReply[] = [];
  let fallback: LlmReply = options.default ?? { kind: 'score', score: 4 };
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      let body: any = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = null;
      }
      let api: RecordedRequest['api'];
      let model: string | null = null;
      const rec: Partial<RecordedRequest> = {};
      const vertex = VERTEX_PATH.exec(path);
      if (req.method === 'POST' && path === '/v1/messages') {
        api = 'anthropic';
        model = body?.model ?? null;
      } else if (req.method === 'POST' && path === '/v1/chat/completions') {
        api = 'openai';
        model = body?.model ?? null;
      } else if (req.method === 'POST' && vertex) {
        api = 'vertex';
        rec.project = decodeURIComponent(vertex[1]);
        rec.region = decodeURIComponent(vertex[2]);
        model = decodeURIComponent(vertex[3]);
      } else {
        json(res, 404, { error: { message: `no route ${req.method} ${path}` } });
        return;
      }
      const messages: any[] = Array.isArray(body?.messages) ? body.messages : [];
      const lastUser = [...messages].reverse().find((m) => m?.role === 'user');
      const prompt = userText(lastUser?.content);
      requests.push({ api, method: req.method ?? 'POST', path, headers: req.headers, body, model, prompt, ...rec });

      const r = queue.length ? (queue.shift() as LlmReply) : fallback;
      if (r.kind === 'hang') return;
      if (r.kind === 'status') return statusReply(res, api, r);
      if (r.kind === 'raw') return json(res, r.status ?? 200, r.body);
      if (api === 'openai') openaiReply(res, model ?? 'unknown', prompt, r);
      else anthropicReply(res, model ?? 'unknown', prompt, r);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (...replies) => queue.push(...replies),
    setDefault: (r) => {
      fallback = r;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
