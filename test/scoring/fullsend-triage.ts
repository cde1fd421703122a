// fullsend's triage judges (their eval.yaml), for checks that must score as
// they do under agent-eval-harness.
import type { GateConfig, JudgeConfig } from '../../src/model/config.js';
import { gate, judge } from './builders.js';

export const REQUIRED_LABELS = `import json
state = json.loads(outputs["files"]["output/fixture-state.json"])
actual = [l.lower() for l in state.get("labels", [])]
required = outputs.get("annotations", {}).get("labels", {}).get("required", [])
if not required:
    return True, "No required labels specified"
missing = [l for l in required if l.lower() not in actual]
if missing:
    return False, f"Missing labels: {missing} (actual: {actual})"
return True, f"All required labels present: {required}"
`;

export const FORBIDDEN_LABELS = `import json
state = json.loads(outputs["files"]["output/fixture-state.json"])
actual = [l.lower() for l in state.get("labels", [])]
forbidden = outputs.get("annotations", {}).get("labels", {}).get("forbidden", [])
if not forbidden:
    return True, "No forbidden labels specified"
present = [l for l in forbidden if l.lower() in actual]
if present:
    return False, f"Forbidden labels present: {present} (actual: {actual})"
return True, f"No forbidden labels present: {forbidden}"
`;

export const MAX_TURNS = `import json
raw = outputs["files"].get("output/metrics.json")
if not raw:
    return False, "metrics.json not found"
metrics = json.loads(raw)
actual = metrics.get("num_turns")
if actual is None:
    return False, "num_turns not present in metrics.json"
limit = outputs.get("annotations", {}).get("max_turns")
if limit is None:
    return False, "max_turns not declared in annotations.yaml"
if int(actual) > int(limit):
    return False, f"Exceeded max_turns: {actual} > {limit}"
return True, f"Turns OK: {actual} <= {limit}"
`;

export const MAX_COST = `import json
raw = outputs["files"].get("output/metrics.json")
if not raw:
    return False, "metrics.json not found"
metrics = json.loads(raw)
actual = metrics.get("total_cost_usd")
if actual is None:
    return False, "total_cost_usd not present in metrics.json"
limit = outputs.get("annotations", {}).get("max_cost_usd")
if limit is None:
    return False, "max_cost_usd not declared in annotations.yaml"
if float(actual) > float(limit):
    return False, f"Exceeded max_cost_usd: {actual} > {limit}"
return True, f"Cost OK: {actual} <= {limit}"
`;

export const TRIAGE_PROMPT = `You are evaluating an issue triage agent. Here is the captured state of the issue after the agent ran:
{{ outputs }}
The expected outcome, from the test's annotations:
{{ annotations }}
Evaluate the quality of the triage on a 1-5 scale: 5 means correct labels and a helpful comment.
Respond with just a number 1-5.
`;

export function triageJudges(): JudgeConfig[] {
  return [
    judge({ name: 'triage_quality', kind: 'prompt', prompt: TRIAGE_PROMPT, score_range: [1, 5] }),
    judge({ name: 'required_labels', check: REQUIRED_LABELS }),
    judge({ name: 'forbidden_labels', check: FORBIDDEN_LABELS }),
    judge({ name: 'max_turns', check: MAX_TURNS }),
    judge({ name: 'max_cost', check: MAX_COST }),
  ];
}

export function triageGates(): GateConfig[] {
  return [
    gate('triage_quality', 'min_mean', 2.5, 60),
    gate('required_labels', 'min_pass_rate', 0.9, 61),
    gate('forbidden_labels', 'min_pass_rate', 0.9, 62),
    gate('max_turns', 'min_pass_rate', 1.0, 63),
    gate('max_cost', 'min_pass_rate', 1.0, 64),
  ];
}
