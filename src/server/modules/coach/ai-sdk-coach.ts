import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { type LanguageModel, stepCountIs, streamText, tool } from 'ai';
import type { z } from 'zod';
import { AGENT_STYLES, type AgentStyleId } from '#shared/catalog/agents.ts';
import {
  ZLogWorkoutInput,
  ZNutritionPlanInput,
  ZUpdateWorkoutPlanInput,
  ZWorkoutPlanInput,
} from '#shared/contracts/plans.ts';
import type { Config } from '../../config.ts';
import { recordModelUsage } from '../../metrics.ts';
import { groundingFor } from './grounding.ts';
import type { CoachProfile } from './profile.ts';
import { systemPromptFor } from './prompts.ts';
import {
  type CoachEvent,
  type CoachProvider,
  type CoachRequest,
  type CoachTools,
  TOOL_NAMES,
  type ToolName,
  type ToolResult,
} from './types.ts';

export function createModel(ai: Config['ai']): LanguageModel {
  const model = ai.model;
  switch (ai.provider) {
    case 'openai':
      return createOpenAI({ apiKey: ai.apiKey, ...(ai.baseUrl ? { baseURL: ai.baseUrl } : {}) }).chat(
        model ?? 'gpt-4o-mini',
      );
    case 'anthropic':
      return createAnthropic({ apiKey: ai.apiKey, ...(ai.baseUrl ? { baseURL: ai.baseUrl } : {}) })(
        model ?? 'claude-3-5-haiku-latest',
      );
    case 'openai-compatible':
      return createOpenAICompatible({ name: 'custom', baseURL: ai.baseUrl ?? '', apiKey: ai.apiKey }).chatModel(
        model ?? 'default',
      );
    default:
      throw new Error(`no model for provider ${ai.provider}`);
  }
}

function profileSummary(p: CoachProfile): string {
  return JSON.stringify({
    name: p.fullName,
    age: p.age,
    gender: p.gender,
    weightKg: p.weightKg,
    heightCm: p.heightCm,
    goal: p.goal,
    level: p.level,
    method: p.method,
    injuries: p.injuries,
    medicalConditions: p.conditions,
    dietaryRestrictions: p.restrictions,
    equipment: p.equipment,
    parqRequiresClearance: p.parqRequiresClearance,
  });
}

/** A model behind the AI SDK (OpenAI, Anthropic or any OpenAI-compatible server), with the same tools and rules. */
export class AiSdkCoach implements CoachProvider {
  readonly name: string;
  constructor(
    private readonly model: LanguageModel,
    name = 'ai-sdk',
  ) {
    this.name = name;
  }

  async *stream(req: CoachRequest, tools: CoachTools | null): AsyncIterable<CoachEvent> {
    const style = (Object.values(AGENT_STYLES).flat() as string[]).includes(req.style)
      ? (req.style as AgentStyleId)
      : 'hypertrophy';
    const system = [
      systemPromptFor(req.category, style, req.language),
      `User profile (JSON): ${profileSummary(req.profile)}`,
      groundingFor(req),
      req.mode === 'preview' ? 'This is a short preview chat with a visitor: answer briefly, do not create plans.' : '',
    ]
      .filter(Boolean)
      .join('\n\n');
    const results: { name: ToolName; args: unknown; result: ToolResult }[] = [];
    const wrap = (name: ToolName, description: string, inputSchema: z.ZodType) =>
      tool({
        description,
        inputSchema,
        execute: async (args: unknown) => {
          const result = tools
            ? await tools[name](args)
            : ({ ok: false, reason: 'tools are not available here' } as const);
          results.push({ name, args, result });
          return result;
        },
      });
    const toolSet = tools
      ? {
          create_workout_plan: wrap('create_workout_plan', 'Save a workout plan for the user.', ZWorkoutPlanInput),
          create_nutrition_plan: wrap(
            'create_nutrition_plan',
            'Save a nutrition plan for the user.',
            ZNutritionPlanInput,
          ),
          log_workout: wrap('log_workout', 'Record sets the user performed.', ZLogWorkoutInput),
          update_workout_plan: wrap(
            'update_workout_plan',
            "Change the user's saved workout plan (planId from the context): the whole plan with the change made.",
            ZUpdateWorkoutPlanInput,
          ),
        }
      : undefined;
    const result = streamText({
      model: this.model,
      system,
      messages: req.messages.map((m) => ({ role: m.role, content: m.content })),
      ...(toolSet ? { tools: toolSet, stopWhen: stepCountIs(4) } : {}),
      maxRetries: 1,
      ...(req.limits ? { maxOutputTokens: req.limits.maxOutputTokens, abortSignal: req.limits.signal } : {}),
      // Errors arrive as 'error' parts below; the SDK's own printing would put provider bodies on stderr.
      onError: () => {},
    });
    let emitted = 0;
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta' && part.text) yield { type: 'text', delta: part.text };
      else if (part.type === 'tool-result' || part.type === 'tool-error') {
        while (emitted < results.length) {
          const r = results[emitted++];
          if (r) yield { type: 'tool', ...r };
        }
        // Arguments that failed the tool's schema never reach execute: record the refusal too.
        if (part.type === 'tool-error' && (TOOL_NAMES as readonly string[]).includes(part.toolName)) {
          const reason = part.error instanceof Error ? part.error.message : String(part.error);
          yield {
            type: 'tool',
            name: part.toolName as ToolName,
            args: part.input,
            result: { ok: false, reason: `invalid arguments: ${reason.slice(0, 300)}` },
          };
        }
      } else if (part.type === 'error') {
        throw part.error instanceof Error ? part.error : new Error(String(part.error));
      } else if (part.type === 'finish') recordModelUsage(this.name, part.totalUsage);
    }
  }
}
