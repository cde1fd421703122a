// Claude on Google Vertex AI through @anthropic-ai/vertex-sdk (rawPredict),
// with the same forced submit_score tool call as the Anthropic provider.
import type { AnthropicVertex } from '@anthropic-ai/vertex-sdk';
import type { Message } from '@anthropic-ai/sdk/resources/messages/messages';
import { anthropicJudgeParams, answerFromMessage } from './anthropic.js';
import { countingFetch, describeSdkError } from './submit-score.js';
import type { CallSettings, JudgeProvider } from './types.js';

type VertexOptions = NonNullable<ConstructorParameters<typeof AnthropicVertex>[0]>;

export interface VertexProviderOptions extends CallSettings {
  projectId: string;
  region: string;
  /** Default https://{region}-aiplatform.googleapis.com/v1, or ANTHROPIC_VERTEX_BASE_URL. */
  baseURL?: string;
  /**
   * Google auth, as the SDK takes it (`googleAuth` or `authClient`); absent,
   * the SDK uses Application Default Credentials.
   */
  googleAuth?: VertexOptions['googleAuth'];
  authClient?: VertexOptions['authClient'];
}

export function vertexProvider(options: VertexProviderOptions): JudgeProvider {
  return {
    name: 'vertex',
    needsModel: true,
    identity: { projectId: options.projectId, region: options.region, baseURL: options.baseURL ?? null },
    async score(req) {
      const counter = { calls: 0 };
      let msg: Message;
      try {
        const { AnthropicVertex } = await import('@anthropic-ai/vertex-sdk');
        const client = new AnthropicVertex({
          projectId: options.projectId,
          region: options.region,
          ...(options.baseURL ? { baseURL: options.baseURL } : {}),
          ...(options.authClient ? { authClient: options.authClient } : options.googleAuth ? { googleAuth: options.googleAuth } : {}),
          maxRetries: options.maxRetries,
          timeout: options.timeoutMs,
          fetch: countingFetch(counter),
        });
        msg = (await client.messages.create(anthropicJudgeParams(req))) as Message;
      } catch (err) {
        throw describeSdkError('vertex', err, counter.calls);
      }
      return answerFromMessage(msg, counter.calls, req.model);
    },
  };
}
