import { createReadStream, createWriteStream, existsSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseTranscriptFile } from './src/metrics/parse-transcript.js';

const [mode, path, sizeMbArg] = process.argv.slice(2);
const S = '"session_id":"s-bench","parent_tool_use_id":null';
async function gen(path: string, sizeMb: number) {
  const ws = createWriteStream(path);
  const target = sizeMb * 1024 * 1024;
  let written = 0; let i = 0;
  const filler = 'x'.repeat(2000);
  const w = (s: string) => { written += s.length + 1; return ws.write(s + '\n'); };
  w(`{"type":"system","subtype":"init","model":"claude-sonnet-4-5-20250929","session_id":"s-bench"}`);
  while (written < target) {
    const id = `msg_${i}`;
    let ok = w(`{"type":"stream_event","event":{"type":"message_start","message":{"id":"${id}","model":"claude-sonnet-4-5-20250929","usage":{"input_tokens":3,"output_tokens":1}}},${S},"uuid":"e${i}"}`);
    for (let d = 0; d < 20; d++) ok = w(`{"type":"stream_event","event":{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"some streamed text chunk number ${d} with a few words"}},${S},"uuid":"d${i}-${d}"}`);
    ok = w(`{"type":"assistant","message":{"model":"claude-sonnet-4-5-20250929","id":"${id}","type":"message","role":"assistant","content":[{"type":"text","text":"Thinking about step ${i}"},{"type":"tool_use","id":"toolu_${i}","name":"Bash","input":{"command":"cat file${i}"}}],"usage":{"input_tokens":3,"cache_creation_input_tokens":100,"cache_read_input_tokens":5000,"output_tokens":50}},${S},"uuid":"a${i}"}`);
    ok = w(`{"type":"user","message":{"role":"user","content":[{"tool_use_id":"toolu_${i}","type":"tool_result","content":"${filler}"}]},${S},"uuid":"u${i}"}`);
    i++;
    if (!ok) await new Promise((r) => ws.once('drain', r));
  }
  w(`{"type":"result","subtype":"success","is_error":false,"duration_ms":1,"num_turns":${i},"total_cost_usd":1.5,"modelUsage":{"claude-sonnet-4-5-20250929":{"inputTokens":${i * 3},"outputTokens":${i * 50},"cacheReadInputTokens":0,"cacheCreationInputTokens":0,"costUSD":1.5}}}`);
  await new Promise((r) => ws.end(r));
}

async function plain(path: string) {
  const rl = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  let n = 0; let bad = 0;
  for await (const line of rl) { try { JSON.parse(line); n++; } catch { bad++; } }
  return { n, bad };
}

let peak = 0;
const t = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
if (mode === 'gen') { if (!existsSync(path)) await gen(path, Number(sizeMbArg)); console.log('size', statSync(path).size); }
else {
  const t0 = performance.now();
  const r = mode === 'plain' ? await plain(path) : await parseTranscriptFile(path, { format: 'auto' });
  const ms = performance.now() - t0;
  peak = Math.max(peak, process.memoryUsage().rss);
  const mb = statSync(path).size / 1024 / 1024;
  console.log(mode, `${ms.toFixed(0)} ms`, `${(mb / (ms / 1000)).toFixed(0)} MB/s`, `peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB`, mode === 'plain' ? JSON.stringify(r) : `turns=${(r as any).num_turns} tools=${(r as any).tool_calls}`);
}
clearInterval(t);
