import { normalizeText } from '#shared/coaching/injuries.ts';
import type { TWorkoutPlanInput } from '#shared/contracts/plans.ts';

export type Intent =
  | 'log'
  | 'nutrition'
  | 'plan'
  | 'today'
  | 'form'
  | 'rir'
  | 'recovery'
  | 'progress'
  | 'medical'
  | 'greeting'
  | 'thanks'
  | 'outOfScope'
  | 'unknown';

/** Keyword patterns in English, Spanish, French and German, on accent-free lower-case text. Order matters. */
const PATTERNS: [Intent, RegExp][] = [
  [
    'medical',
    /\b(diagnos\w*|medication|medicine|pills?|prescri\w*|medicament\w*|medicina|pastillas?|farmaco\w*|medikament\w*|tabletten?|arzneimittel|should i take|debo tomar|dois-je prendre|soll ich .* nehmen)\b/,
  ],
  [
    'nutrition',
    /\b(nutrition\w*|nutricion\w*|diet\w*|dieta|calori\w*|kalorien?|macros?|makros?|meals?|comidas?|repas|mahlzeit\w*|protein\w*|proteina\w*|eiweiss|alimenta\w*|ernahrung\w*|what (should|do) i eat|que como|que comer|quoi manger|was soll ich essen|kcal)\b/,
  ],
  [
    'plan',
    /\b(plan\w*|program\w*|routine|rutina\w*|trainingsplan|split|programa\w*|programme\w*|entrenamiento semanal|semaine type|wochenplan|schedule)\b/,
  ],
  ['today', /\b(today|hoy|aujourd.?hui|heute|this session|esta sesion|cette seance|diese einheit|workout for now)\b/],
  [
    'form',
    /\b(form|technique|tecnica|technik|ausfuhrung|posture|postura|cues?|how do i do|como (se )?hace|comment faire|wie mache ich|improve my form|mejorar (mi )?tecnica)\b/,
  ],
  [
    'rir',
    /\b(rir|reps? in reserve|repeticiones en reserva|repetitions en reserve|wiederholungen in reserve|failure|fallo|echec|muskelversagen)\b/,
  ],
  [
    'recovery',
    /\b(recover\w*|recupera\w*|rest days?|descanso|repos|erholung|sore\w*|agujetas|courbatures?|muskelkater|sleep|sueno|sommeil|schlaf|fatigue\w*|cansad\w*|mude|deload|descarga)\b/,
  ],
  [
    'progress',
    /\b(progress\w*|progres\w*|fortschritt\w*|plateau|stall\w*|estancad\w*|stagn\w*|1rm|one rep max|maximo|record|pr|personal best|bestleistung|stronger|mas fuerte|plus fort|starker)\b/,
  ],
  ['greeting', /^(hi|hello|hey|hola|buenas|buenos dias|bonjour|salut|coucou|hallo|servus|moin|guten (tag|morgen))\b/],
  ['thanks', /\b(thanks?|thank you|gracias|merci|danke)\b/],
  [
    'outOfScope',
    /\b(weather|tiempo que hace|meteo|wetter|stocks?|bitcoin|crypto|politic\w*|homework|deberes|devoirs|hausaufgaben|recipe for cake|joke|chiste|blague|witz|movie|pelicula|film)\b/,
  ],
];

export function detectIntent(message: string): Intent {
  const text = normalizeText(message);
  if (parseLoggedSets(message).length > 0) return 'log';
  for (const [intent, re] of PATTERNS) if (re.test(text)) return intent;
  return 'unknown';
}

/** "Bench press 80 kg x 8 @2", "sentadilla 100kg 5x5 rir 1": sets the user reports having done. */
export function parseLoggedSets(
  message: string,
): { exercise: string; weightKg: number; reps: number; sets: number; rir?: number }[] {
  const out: { exercise: string; weightKg: number; reps: number; sets: number; rir?: number }[] = [];
  const re =
    /([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ' -]{2,40}?)\s*[:,-]?\s*(?:(\d{1,2})\s*[x×]\s*(\d{1,3})\s*(?:@|at|a|à|mit|con|avec)?\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*kg|(\d{1,3}(?:[.,]\d{1,2})?)\s*kg\s*(?:[x×]|for|por|pour|für)?\s*(\d{1,3})(?:\s*[x×]\s*(\d{1,2}))?(?:\s*(?:reps?|repeticiones|répétitions|wiederholungen|wdh))?)(?:\s*(?:@|rir)\s*(\d))?/gi;
  for (const m of message.matchAll(re)) {
    const exercise = (m[1] ?? '').trim().replace(/^(i did|hice|j'ai fait|ich habe|log|registra|enregistre)\s+/i, '');
    if (m[4])
      out.push({
        exercise,
        sets: Number(m[2]),
        reps: Number(m[3]),
        weightKg: Number(m[4].replace(',', '.')),
        rir: m[8] ? Number(m[8]) : undefined,
      });
    else if (m[5])
      out.push({
        exercise,
        weightKg: Number(m[5].replace(',', '.')),
        reps: Number(m[6]),
        sets: m[7] ? Number(m[7]) : 1,
        rir: m[8] ? Number(m[8]) : undefined,
      });
  }
  return out.filter(
    (s) => s.reps >= 1 && s.reps <= 100 && s.weightKg >= 0 && s.weightKg <= 600 && s.sets >= 1 && s.sets <= 20,
  );
}

/** "4 days", "4 días", "4 jours", "4 Tage". */
export function parseDays(message: string): number | undefined {
  const m = normalizeText(message).match(
    /\b([2-6])\s*(days?|dias?|jours?|tage?n?|x\s*(per|a|por|par|pro)?\s*(week|semana|semaine|woche))\b/,
  );
  return m ? Number(m[1]) : undefined;
}

export function parseFocus(message: string): TWorkoutPlanInput['muscleGroup'] | undefined {
  const t = normalizeText(message);
  if (/\b(chest|pecho|pectora\w*|poitrine|brust)\b/.test(t)) return 'chest';
  if (/\b(back|espalda|(?:le|du|mon) dos|rucken)\b/.test(t)) return 'back';
  if (/\b(legs?|piernas?|jambes?|beine?|glute\w*|gluteos?|fessiers?|po)\b/.test(t)) return 'legs';
  if (/\b(shoulders?|hombros?|epaules?|schultern?)\b/.test(t)) return 'shoulders';
  if (/\b(arms?|brazos?|bras|arme|biceps|triceps|bizeps|trizeps)\b/.test(t)) return 'arms';
  if (/\b(core|abs|abdominales?|abdos?|bauch\w*)\b/.test(t)) return 'core';
  return undefined;
}

/** Body data a user types, to complete a profile for nutrition: "70 kg", "175 cm", "30 years". */
export function parseBody(message: string): { weightKg?: number; heightCm?: number; age?: number } {
  const t = normalizeText(message);
  const kg = t.match(/\b(\d{2,3}(?:[.,]\d)?)\s*(kg|kilos?)\b/);
  const cm = t.match(/\b(1\d{2}|2[0-4]\d)\s*cm\b/);
  const age = t.match(/\b(\d{2})\s*(years?|anos|ans|jahre?n?|yo)\b/);
  return {
    weightKg: kg ? Number(kg[1]?.replace(',', '.')) : undefined,
    heightCm: cm ? Number(cm[1]) : undefined,
    age: age ? Number(age[1]) : undefined,
  };
}
