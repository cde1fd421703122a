// A tiny scripted agent for the action tests: labels the fixture issue, then
// prints Claude Code stream-json claiming the number of turns it was given.
// It also writes the token to stderr, as a careless agent might, so tests can
// prove that artifacts are scrubbed.
const [turnsArg = '3', mode = 'normal'] = process.argv.slice(2);
const turns = Number(turnsArg);
const api = process.env.GITHUB_API_URL;
const [owner, repo] = process.env.EPHEMERAL_REPO.split('/');
const headers = { authorization: `Bearer ${process.env.GH_TOKEN}`, 'content-type': 'application/json', accept: 'application/vnd.github+json' };
process.stderr.write(`debug: using token ${process.env.GH_TOKEN}\n`);
if (mode === 'hang') {
  // Long enough to be killed mid-run, bounded so an orphan cannot linger.
  await new Promise((r) => setTimeout(r, 20_000));
  process.exit(0);
}
const res = await fetch(`${api}/repos/${owner}/${repo}/issues/${process.env.FIXTURE_NUMBER}/labels`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ labels: ['triaged'] }),
});
if (!res.ok) {
  process.stderr.write(`labeling failed: ${res.status}\n`);
  process.exit(1);
}
const usage = { input_tokens: 100 * turns, output_tokens: 20 * turns, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
for (let i = 1; i <= turns; i++) {
  console.log(JSON.stringify({ type: 'assistant', message: { id: `msg_${i}`, model: 'claude-sonnet-4-5', role: 'assistant', content: [{ type: 'text', text: `step ${i}` }], usage: { input_tokens: 100, output_tokens: 20 } }, session_id: 's' }));
}
const cost = turns * 0.01;
console.log(JSON.stringify({
  type: 'result', subtype: 'success', is_error: false, duration_ms: 10, num_turns: turns, result: 'done', session_id: 's', total_cost_usd: cost, usage,
  modelUsage: { 'claude-sonnet-4-5': { inputTokens: usage.input_tokens, outputTokens: usage.output_tokens, cacheReadInputTokens: 0, cacheCreationInputTokens: 0, costUSD: cost } },
}));
