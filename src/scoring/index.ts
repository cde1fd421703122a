// The scoring stage's public surface for the engine.
export { evaluateLimits, formatThresholdLine, formatLimitValue, limitActual } from './behavioural.js';
export { runBuiltinCheck, defaultBuiltinJudges, BUILTIN_TYPES } from './builtin-checks.js';
export { caseRunScore, caseRunVerdict, type CaseRunVerdict } from './case-verdict.js';
export { buildCheckOutputs, collectCheckFiles } from './check-outputs.js';
export { evaluateGates, gatesPassed } from './gates.js';
export { JudgeCache, createJudgeCache, judgeCacheKey, type CachedJudgement, type JudgeCacheKeyParts } from './judge-cache.js';
export { normaliseScore, judgePasses, median } from './judge-score.js';
export { runLlmJudge, renderJudgePrompt, DEFAULT_LLM_SCALE, type LlmJudgeContext } from './llm-judge.js';
export { selectJudgeProvider, type FallbackCommand, type ProviderSelection } from './provider-select.js';
export { runPythonChecks, runPythonCheckBodies, scoreCheckOutcome, DEFAULT_CHECK_TIMEOUT_MS } from './python-check.js';
export { scoreCaseRun, formatJudgeLine, type ScoreCaseRunInput, type ScoreCaseRunOutput } from './score-case-run.js';
