// Child process for the transcript benchmark, in plain JavaScript so no
// TypeScript loader sits in its memory: `gen FILE MB` writes a synthetic
// Claude Code stream-json transcript; `plain FILE` is the baseline (readline
// + JSON.parse of every line); `parser FILE MODULE` runs the harness's
// streaming metrics parser (parseTranscriptFile from MODULE, the transpiled
// src/metrics/parse-transcript.ts); `idle` only starts. Prints one JSON line
// with the time and this process's own peak RSS (VmHWM: see lib/report-rss.mjs).
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { peakRssKiB } from './lib/report-rss.mjs';

const MODEL = 'claude-sonnet-4-5-20250929';
const SESSION = '"session_id":"9f1c2d3e-bench","parent_tool_use_id":null';
const WORDS = ['function', 'return', 'const', 'value', 'query', 'encode', 'result', 'error', 'string', 'import', 'export', 'await', 'buffer', 'stream'];

function word(i) {
  return WORDS[i % WORDS.length];
}

/** A few KB of source-like text with the escapes a real tool_result has (newlines, quotes, tabs). */
function fileContent(i, bytes) {
  let s = '';
  let k = 0;
  while (s.length < bytes) {
    s += `${String(k + 1).padStart(5)}\\t  ${word(i + k)} ${word(i * 7 + k)}(\\"${word(k * 3)}-${i}\\") { return ${k} + ${word(i + 2 * k)}; }\\n`;
    k++;
  }
  return s;
}

function turnLines(i) {
  const id = `msg_01${i.toString(36).padStart(10, '0')}`;
  const tool = `toolu_01${i.toString(36).padStart(10, '0')}`;
  const u = (n) => `"uuid":"${i.toString(16)}-${n}"`;
  const lines = [
    `{"type":"stream_event","event":{"type":"message_start","message":{"model":"${MODEL}","id":"${id}","type":"message","role":"assistant","content":[],"stop_reason":null,"usage":{"input_tokens":4,"cache_creation_input_tokens":${i % 500},"cache_read_input_tokens":${20000 + i},"output_tokens":1}}},${SESSION},${u(0)}}`,
    `{"type":"stream_event","event":{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}},${SESSION},${u(1)}}`,
  ];
  for (let d = 0; d < 8; d++) {
    lines.push(`{"type":"stream_event","event":{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"${word(i + d)} the ${word(d)} and check ${word(i * d)} "}},${SESSION},${u(2 + d)}}`);
  }
  lines.push(
    `{"type":"stream_event","event":{"type":"content_block_stop","index":0},${SESSION},${u(10)}}`,
    `{"type":"assistant","message":{"model":"${MODEL}","id":"${id}","type":"message","role":"assistant","content":[{"type":"text","text":"Let me look at ${word(i)} in src/${word(i + 1)}.js to see how ${word(i + 2)} is handled."}],"stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":4,"cache_creation_input_tokens":${i % 500},"cache_read_input_tokens":${20000 + i},"output_tokens":1,"service_tier":"standard"}},${SESSION},${u(11)}}`,
    `{"type":"stream_event","event":{"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"${tool}","name":"Read","input":{}}},${SESSION},${u(12)}}`,
    `{"type":"stream_event","event":{"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"{\\"file_path\\": \\"/workspace/src/${word(i + 1)}.js\\"}"}},${SESSION},${u(13)}}`,
    `{"type":"stream_event","event":{"type":"content_block_stop","index":1},${SESSION},${u(14)}}`,
    `{"type":"assistant","message":{"model":"${MODEL}","id":"${id}","type":"message","role":"assistant","content":[{"type":"tool_use","id":"${tool}","name":"${i % 3 === 0 ? 'Bash' : 'Read'}","input":{"file_path":"/workspace/src/${word(i + 1)}.js"}}],"stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":4,"cache_creation_input_tokens":${i % 500},"cache_read_input_tokens":${20000 + i},"output_tokens":${40 + (i % 90)},"service_tier":"standard"}},${SESSION},${u(15)}}`,
    `{"type":"stream_event","event":{"type":"message_delta","delta":{"stop_reason":"tool_use","stop_sequence":null},"usage":{"output_tokens":${40 + (i % 90)}}},${SESSION},${u(16)}}`,
    `{"type":"stream_event","event":{"type":"message_stop"},${SESSION},${u(17)}}`,
    `{"type":"user","message":{"role":"user","content":[{"tool_use_id":"${tool}","type":"tool_result","content":"${fileContent(i, 2000 + (i % 5) * 1000)}"}]},${SESSION},${u(18)},"tool_use_result":{"type":"text","file":{"filePath":"/workspace/src/${word(i + 1)}.js","numLines":${40 + (i % 80)}}}}`,
  );
  return lines;
}

async function gen(file, mb) {
  const target = mb * 1024 * 1024;
  const ws = createWriteStream(file);
  let written = 0;
  let turns = 0;
  let buf = `{"type":"system","subtype":"init","cwd":"/workspace","session_id":"9f1c2d3e-bench","tools":["Bash","Read","Edit"],"model":"${MODEL}","permissionMode":"bypassPermissions"}\n`;
  while (written + buf.length < target) {
    buf += turnLines(turns).join('\n') + '\n';
    turns++;
    if (buf.length > 1 << 20) {
      written += buf.length;
      if (!ws.write(buf)) await new Promise((r) => ws.once('drain', r));
      buf = '';
    }
  }
  buf += `{"type":"result","subtype":"success","is_error":false,"duration_ms":${turns * 900},"duration_api_ms":${turns * 800},"num_turns":${turns},"result":"done","session_id":"9f1c2d3e-bench","total_cost_usd":${(turns * 0.01).toFixed(4)},"usage":{"input_tokens":${turns * 4},"cache_creation_input_tokens":1000,"cache_read_input_tokens":${turns * 20000},"output_tokens":${turns * 80}},"modelUsage":{"${MODEL}":{"inputTokens":${turns * 4},"outputTokens":${turns * 80},"cacheReadInputTokens":${turns * 20000},"cacheCreationInputTokens":1000,"costUSD":${(turns * 0.01).toFixed(4)}}}}\n`;
  written += buf.length;
  ws.write(buf);
  await new Promise((r) => ws.end(r));
  return { turns, bytes: statSync(file).size };
}

async function plain(file) {
  const rl = createInterface({ input: createReadStream(file, { highWaterMark: 256 * 1024 }), crlfDelay: Infinity });
  let lines = 0;
  let turns = null;
  for await (const line of rl) {
    if (!line) continue;
    const ev = JSON.parse(line);
    lines++;
    if (ev.type === 'result') turns = ev.num_turns;
  }
  return { lines, num_turns: turns };
}

async function parser(file, parseTranscriptFile) {
  const m = await parseTranscriptFile(file, { format: 'auto' });
  return { num_turns: m.num_turns, tool_calls: m.tool_calls, total_cost_usd: m.total_cost_usd, estimated: m.estimated ?? false };
}

const [mode, file, arg] = process.argv.slice(2);
// The parser module is loaded before the clock starts, like the baseline's readline.
const parse = mode === 'parser' ? (await import(pathToFileURL(arg).href)).parseTranscriptFile : null;
const t0 = performance.now();
let out;
if (mode === 'gen') out = await gen(file, Number(arg));
else if (mode === 'plain') out = await plain(file);
else if (mode === 'parser') out = await parser(file, parse);
else if (mode === 'idle') out = {};
else throw new Error(`unknown mode ${mode}: use gen, plain, parser or idle`);
const ms = performance.now() - t0;
process.stdout.write(`${JSON.stringify({ mode, ms, maxRssMb: peakRssKiB() / 1024, ...out })}\n`);
