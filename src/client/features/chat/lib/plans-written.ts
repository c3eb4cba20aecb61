import type { TChatMessage } from '#shared/contracts/chat.ts';

export type PlanKind = 'workout' | 'nutrition';

/** The coach's tools that write a plan, and which plan list each one changes. */
const WRITES: Record<string, PlanKind> = {
  create_workout_plan: 'workout',
  update_workout_plan: 'workout',
  create_nutrition_plan: 'nutrition',
};

/** A tool call that wrote a plan: its kind, else null (refused calls wrote nothing). */
export function planKindOf(call: TChatMessage['toolCalls'][number]): PlanKind | null {
  const kind = WRITES[call.function.name];
  const result = call.result as { ok?: boolean } | undefined;
  return kind && result?.ok ? kind : null;
}

/**
 * The plan lists a reply's tool calls changed (issue 24: a nutrition plan stayed invisible because
 * only the workout list was read again). Each kind once, in the order written.
 */
export function planKindsWritten(calls: TChatMessage['toolCalls']): PlanKind[] {
  const kinds: PlanKind[] = [];
  for (const call of calls) {
    const kind = planKindOf(call);
    if (kind && !kinds.includes(kind)) kinds.push(kind);
  }
  return kinds;
}

/** Where a plan of this kind is shown: its tab of /plans, in the address so that a reload keeps it. */
export const planHref = (kind: PlanKind) => `/plans?tab=${kind}`;
