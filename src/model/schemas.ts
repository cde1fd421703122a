// zod schemas of eval.yaml, input.yaml and annotations.yaml.
//
// Each schema is built twice: a strict form, whose `unrecognized_keys` issues
// become warnings (and whose JSON Schema editors use for autocomplete), and a
// loose form that parses the data. Ranges of score thresholds are checked by
// threshold-taxonomy.ts, not here, so each problem is reported once.

import { z } from 'zod';

const scalarEnvValue = z.union([z.string(), z.number(), z.boolean()]);

function build(strict: boolean) {
  const obj = <T extends z.ZodRawShape>(shape: T) => (strict ? z.strictObject(shape) : z.looseObject(shape));

  const hook = obj({
    command: z.string().min(1).describe('Shell command run before or after each case'),
    timeout: z.number().positive().optional().describe('Seconds'),
    description: z.string().optional(),
    on_failure: z.enum(['continue', 'fail']).optional(),
  });

  const judge = obj({
    name: z.string().min(1).describe('Unique judge name; thresholds refer to it'),
    description: z.string().optional(),
    prompt: z.string().optional().describe('LLM judge template with {{ outputs }} and {{ annotations }}'),
    prompt_file: z.string().optional().describe('File holding the prompt, relative to eval.yaml'),
    check: z.string().optional().describe('Python body of def _check(outputs, arguments), returning (value, rationale)'),
    type: z.string().optional().describe('Built-in check: required_labels, forbidden_labels, labels, state, comments, review, files_changed'),
    args: z.record(z.string(), z.unknown()).optional().describe('Settings of a built-in check, or arguments passed to a Python check'),
    score_range: z.tuple([z.number(), z.number()]).optional().describe('Scale of an LLM judge, default [1, 5]'),
    score_ranges: z
      .array(obj({ min: z.number().min(0).max(10), max: z.number().min(0).max(10), label: z.string() }))
      .optional()
      .describe('Rubric bands on a 0-10 scale (labels, not thresholds)'),
    samples: z.number().int().positive().optional().describe('LLM calls per case run; the median is taken'),
    model: z.string().optional(),
    provider: z.enum(['anthropic', 'vertex', 'openai', 'command']).optional(),
    command: z.union([z.string(), z.array(z.string())]).optional().describe('For provider command: a program printing {"score": n, "rationale": "..."}'),
    files: z.array(z.string()).optional().describe('Files of the case run rendered into {{ outputs }}'),
    timeout: z.number().positive().optional().describe('Seconds'),
    required: z.unknown().optional().describe('true: a miss fails the case whatever the average'),
    min_score: z.unknown().optional().describe('This judge\'s pass mark, 0-1'),
    required_min_score: z.unknown().optional().describe('Deprecated: required: true + min_score (0-10 here)'),
    pass_threshold: z.unknown().optional().describe('Deprecated: min_score'),
  });

  const evalFile = obj({
    name: z.string().optional(),
    description: z.string().optional(),
    skill: z.string().optional(),
    execution: obj({
      mode: z.string().optional(),
      timeout: z.number().positive().optional().describe('Seconds per case run'),
      parallelism: z.number().int().positive().optional(),
      env: z.record(z.string(), scalarEnvValue).optional(),
      threshold: z.number().min(0).max(1).optional().describe('Case pass threshold, 0-1 (default 0.8)'),
      repeat: z.number().int().positive().optional(),
      max_budget_usd: z.number().positive().optional(),
      retries: z.number().int().min(0).optional().describe('Reruns of a case run whose agent crashed or timed out'),
      kill_grace: z.number().min(0).optional().describe('Seconds between SIGTERM and SIGKILL'),
    }).optional(),
    runner: obj({
      type: z.literal('cli').optional(),
      command: z.union([z.string().min(1), z.array(z.string()).min(1)]),
      env: z.record(z.string(), scalarEnvValue).optional(),
      format: z.enum(['claude', 'codex', 'gemini', 'auto']).optional(),
      output_cap_mb: z.number().positive().optional(),
    }),
    sandbox: obj({
      type: z.enum(['docker', 'none']).optional(),
      image: z.string().optional(),
      network: z.string().optional(),
      cpus: z.number().positive().optional(),
      memory: z.union([z.string(), z.number()]).optional(),
      pids: z.number().int().positive().optional(),
      user: z.string().optional(),
    }).optional(),
    models: obj({ skill: z.string().optional(), judge: z.string().optional() }).optional(),
    judges: z.array(judge).optional(),
    thresholds: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
    hooks: obj({ before_each: z.array(hook).optional(), after_each: z.array(hook).optional() }).optional(),
    dataset: obj({ path: z.string().optional(), schema: z.string().optional() }).optional(),
    outputs: z.array(obj({ path: z.string(), schema: z.string().optional() })).optional(),
  });

  const fixtureFile = obj({ path: z.string().min(1), content: z.string() });

  const inputFile = z.looseObject({
    forge: z.literal('github').optional(),
    fixture: obj({
      type: z.enum(['issue', 'pull_request']).optional(),
      title: z.string().min(1),
      body: z.string().optional(),
      base: z.string().optional(),
      head_branch: z.string().optional(),
      files: z.array(fixtureFile).optional(),
      labels: z.array(z.string()).optional(),
    }),
    seed_issues: z
      .array(
        obj({
          title: z.string().min(1),
          body: z.string().optional(),
          labels: z.array(z.string()).optional(),
          state: z.enum(['open', 'closed']).optional(),
        }),
      )
      .optional(),
  });

  // Free text (`*_expectations`, notes) is welcome at the top level: judges see it all.
  const annotationsFile = z.looseObject({
    max_turns: z.number().describe('Mandatory: most agent turns allowed'),
    max_cost_usd: z.number().describe('Mandatory: most agent cost allowed, USD'),
    max_tool_calls: z.number().optional(),
    max_input_tokens: z.number().optional(),
    max_output_tokens: z.number().optional(),
    max_duration_s: z.number().optional(),
    state: z.string().optional(),
    labels: obj({ required: z.array(z.string()).optional(), forbidden: z.array(z.string()).optional() }).optional(),
    threshold: z.number().min(0).max(1).optional().describe('Per-case pass threshold, 0-1'),
  });

  return { evalFile, inputFile, annotationsFile };
}

export const strictSchemas = build(true);
export const looseSchemas = build(false);

export type RawEvalFile = z.infer<typeof looseSchemas.evalFile>;
export type RawInputFile = z.infer<typeof looseSchemas.inputFile>;
export type RawAnnotationsFile = z.infer<typeof looseSchemas.annotationsFile>;

/** JSON Schemas for editors (yaml-language-server). */
export function jsonSchemas(): Record<string, unknown> {
  const gen = (schema: z.ZodType, title: string) => ({
    ...z.toJSONSchema(schema, { target: 'draft-7', unrepresentable: 'any', io: 'input' }),
    title,
  });
  return {
    'eval.schema.json': gen(strictSchemas.evalFile, 'fullsend-functional eval.yaml'),
    'input.schema.json': gen(strictSchemas.inputFile, 'fullsend-functional input.yaml'),
    'annotations.schema.json': gen(strictSchemas.annotationsFile, 'fullsend-functional annotations.yaml'),
  };
}
