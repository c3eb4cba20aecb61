import { estimateOneRepMax } from '#shared/coaching/training.ts';
import { answerLastSession } from './builtin/answers/data-answers.ts';
import { personalLines } from './builtin/answers/knowledge-answer.ts';
import { knowledge } from './knowledge/index.ts';
import type { CoachRequest } from './types.ts';
import { understand } from './understanding/understand.ts';

/**
 * What a model is given beyond its system prompt: the knowledge passages that
 * fit the newest message (with the user's own numbers filled in) and the
 * user's rows, so that a model answers from the same figures as the built-in
 * coach. Plain text, in the user's language where the passages have one.
 */
export function groundingFor(req: CoachRequest): string {
  const message = req.messages.at(-1)?.content ?? '';
  const lng = req.language;
  const u = understand(message, lng);
  const passages = knowledge()
    .search(message, lng, { exercise: u.exercises[0]?.exercise.id, bodyPart: u.bodyParts[0], pain: u.has('pain') }, 3)
    .filter((r) => r.coverage >= 0.34);
  const out: string[] = [];
  if (passages.length > 0) {
    out.push(
      "Forja's coaching guide for this question (use these figures; do not contradict them):",
      ...passages.map(
        ({ topic }) =>
          `- [${topic.id}] ${[topic.answer[lng], ...personalLines(topic, req.profile, u.muscles, lng)].join(' ')}`,
      ),
    );
  }
  const data: string[] = [];
  const plan = req.latestPlan;
  if (plan) {
    const days = Math.max(...plan.exercises.map((e) => e.day));
    data.push(
      `Saved workout plan (planId ${plan.id}): "${plan.name}", ${days} days a week; exercises: ${plan.exercises
        .map((e) => `day ${e.day} ${e.name} ${e.sets}x${e.reps}${e.rir !== undefined ? ` RIR ${e.rir}` : ''}`)
        .join('; ')}.`,
    );
  }
  const sets = req.data?.sets ?? [];
  if (sets.length > 0) {
    data.push(answerLastSession(sets, lng).join('\n'));
    const best = new Map<string, number>();
    for (const s of sets) {
      const e = estimateOneRepMax(s.weightKg, s.reps, s.rir)?.epley;
      if (e !== undefined && e > (best.get(s.exercise) ?? 0)) best.set(s.exercise, e);
    }
    if (best.size > 0)
      data.push(
        `Best estimated 1RM (Epley on reps + RIR): ${[...best]
          .slice(0, 8)
          .map(([name, e]) => `${name} ${e} kg`)
          .join('; ')}.`,
      );
  }
  if (req.data?.nutrition) {
    const n = req.data.nutrition;
    data.push(`Nutrition targets: ${n.kcal} kcal, protein ${n.proteinG} g, carbs ${n.carbsG} g, fat ${n.fatG} g.`);
  }
  if (req.data && req.data.secondsAvailable !== null)
    data.push(`AI minutes left today: ${Math.floor(req.data.secondsAvailable / 60)}.`);
  if (data.length > 0) out.push("The user's own data:", ...data);
  return out.join('\n');
}
