import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { providerErrorForLog } from '../../provider-error.ts';
import { AiSdkCoach, createModel } from './ai-sdk-coach.ts';
import { BuiltinCoach } from './builtin/engine.ts';
import { FallbackCoach } from './fallback-coach.ts';
import { knowledge } from './knowledge/index.ts';
import type { CoachProvider } from './types.ts';
import { warmIntents } from './understanding/intents/intent-classifier.ts';

/** AI_PROVIDER picks who answers: the built-in engine (default) or a model through the AI SDK. */
export function createCoachProvider(config: Config, log?: FastifyBaseLogger): CoachProvider {
  // The knowledge index is loaded now rather than on the first message (decision 038).
  knowledge();
  // The intent classifiers load from their saved model in the background (understanding/intents).
  void warmIntents();
  if (config.ai.provider === 'builtin') return new BuiltinCoach();
  return new FallbackCoach(new AiSdkCoach(createModel(config.ai), config.ai.provider), new BuiltinCoach(), {
    firstEventTimeoutMs: config.ai.timeoutMs,
    onFallback: (err) =>
      log?.warn({ error: providerErrorForLog(err) }, 'model provider failed: the built-in coach answered'),
  });
}
