// Which provider answers an LLM judge: the judge's own `provider`, else the
// first credentials found in the environment, else the engine's fallback
// command, else an error naming the variables to set.
import type { JudgeConfig } from '../model/config.js';
import { anthropicProvider } from './providers/anthropic.js';
import { commandProvider } from './providers/command.js';
import { openaiProvider } from './providers/openai.js';
import type { CallSettings, JudgeProvider } from './providers/types.js';
import { vertexProvider, type VertexProviderOptions } from './providers/vertex.js';
import { judgeWhere } from './judge-score.js';

export interface FallbackCommand {
  argv: string[];
  label: string;
}

export interface ProviderSelectInput {
  judge: JudgeConfig;
  env: NodeJS.ProcessEnv;
  call: CallSettings;
  fallbackCommand?: FallbackCommand;
  /** Google auth for Vertex as the SDK takes it; absent, Application Default Credentials. */
  vertexAuth?: Pick<VertexProviderOptions, 'authClient' | 'googleAuth'>;
  /** Working directory of command judges. */
  cwd?: string;
}

export type ProviderSelection = { provider: JudgeProvider } | { error: string };

const SET_ONE_OF =
  'set ANTHROPIC_API_KEY, or ANTHROPIC_VERTEX_PROJECT_ID with CLOUD_ML_REGION, or OPENAI_API_KEY (with OPENAI_BASE_URL for a compatible server), or give the judge `provider: command` and `command: [...]`';

function nonEmpty(v: string | undefined): string | undefined {
  return v && v.trim() ? v.trim() : undefined;
}

function anthropicFrom(input: ProviderSelectInput): ProviderSelection {
  const apiKey = nonEmpty(input.env.ANTHROPIC_API_KEY);
  if (!apiKey) return { error: `${judgeWhere(input.judge)} uses provider anthropic: set ANTHROPIC_API_KEY` };
  return { provider: anthropicProvider({ apiKey, baseURL: nonEmpty(input.env.ANTHROPIC_BASE_URL), ...input.call }) };
}

function vertexFrom(input: ProviderSelectInput): ProviderSelection {
  const projectId = nonEmpty(input.env.ANTHROPIC_VERTEX_PROJECT_ID);
  const region = nonEmpty(input.env.CLOUD_ML_REGION);
  if (!projectId || !region) {
    return { error: `${judgeWhere(input.judge)} uses provider vertex: set ANTHROPIC_VERTEX_PROJECT_ID and CLOUD_ML_REGION (and Google credentials)` };
  }
  return {
    provider: vertexProvider({
      projectId,
      region,
      baseURL: nonEmpty(input.env.ANTHROPIC_VERTEX_BASE_URL),
      ...input.vertexAuth,
      ...input.call,
    }),
  };
}

function openaiFrom(input: ProviderSelectInput): ProviderSelection {
  const apiKey = nonEmpty(input.env.OPENAI_API_KEY);
  if (!apiKey) return { error: `${judgeWhere(input.judge)} uses provider openai: set OPENAI_API_KEY (and OPENAI_BASE_URL for a compatible server)` };
  return { provider: openaiProvider({ apiKey, baseURL: nonEmpty(input.env.OPENAI_BASE_URL), ...input.call }) };
}

function commandFrom(input: ProviderSelectInput, argv: string[] | undefined, label?: string): ProviderSelection {
  if (!argv || argv.length === 0) return { error: `${judgeWhere(input.judge)} uses provider command but has no \`command\` argv` };
  return {
    provider: commandProvider({ argv, label, env: input.env, timeoutMs: input.call.timeoutMs, cwd: input.cwd }),
  };
}

export function selectJudgeProvider(input: ProviderSelectInput): ProviderSelection {
  const declared = input.judge.provider?.trim().toLowerCase();
  switch (declared) {
    case 'anthropic':
      return anthropicFrom(input);
    case 'vertex':
    case 'anthropic-vertex':
      return vertexFrom(input);
    case 'openai':
      return openaiFrom(input);
    case 'command':
      return commandFrom(input, input.judge.command);
    case undefined:
    case '':
      break;
    default:
      return { error: `${judgeWhere(input.judge)} has unknown provider '${input.judge.provider}' (use anthropic, vertex, openai or command)` };
  }
  if (input.judge.command?.length) return commandFrom(input, input.judge.command);
  if (nonEmpty(input.env.ANTHROPIC_API_KEY)) return anthropicFrom(input);
  if (nonEmpty(input.env.ANTHROPIC_VERTEX_PROJECT_ID)) return vertexFrom(input);
  if (nonEmpty(input.env.OPENAI_API_KEY)) return openaiFrom(input);
  if (input.fallbackCommand) return commandFrom(input, input.fallbackCommand.argv, input.fallbackCommand.label);
  return { error: `${judgeWhere(input.judge)} needs an LLM and none is configured: ${SET_ONE_OF}` };
}
