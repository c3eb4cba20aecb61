import type { Config } from '../../config.ts';
import { AiSdkCoach, createModel } from './ai-sdk-coach.ts';
import { BuiltinCoach } from './builtin/engine.ts';
import type { CoachProvider } from './types.ts';

/** AI_PROVIDER picks who answers: the built-in engine (default) or a model through the AI SDK. */
export function createCoachProvider(config: Config): CoachProvider {
  if (config.ai.provider === 'builtin') return new BuiltinCoach();
  return new AiSdkCoach(createModel(config.ai), config.ai.provider);
}
