/**
 * How many training days a week a member asks for when they change their plan:
 * "can we make it 2", "spread it over five days instead of three", "4x a week",
 * "twice a week", "dos veces por semana", "only free mon, wed and fri". Works on
 * normalised text (lower case, no accents).
 */

const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  once: 1,
  twice: 2,
  thrice: 3,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  ein: 1,
  eine: 1,
  einmal: 1,
  zwei: 2,
  zweimal: 2,
  drei: 3,
  dreimal: 3,
  vier: 4,
  viermal: 4,
  funf: 5,
  funfmal: 5,
  sechs: 6,
  sechsmal: 6,
  sieben: 7,
};

/** Day names and their short forms in four languages: a list of free days counts them. */
const WEEKDAYS = [
  /\b(mon|monday|mondays|lunes|lundi|montag|montags)\b/,
  /\b(tue|tues|tuesday|tuesdays|martes|mardi|dienstag|dienstags)\b/,
  /\b(wed|wednesday|wednesdays|miercoles|mercredi|mittwoch|mittwochs)\b/,
  /\b(thu|thur|thurs|thursday|thursdays|jueves|jeudi|donnerstag|donnerstags)\b/,
  /\b(fri|friday|fridays|viernes|vendredi|freitag|freitags)\b/,
  /\b(saturday|saturdays|sabado|sabados|samedi|samstag|samstags)\b/,
  /\b(sunday|sundays|domingo|domingos|dimanche|sonntag|sonntags)\b/,
];

const INSTEAD = /\b(instead of|rather than|en lugar de|en vez de|au lieu de|plutot que|statt|anstatt|anstelle)\b/;
/** Numbers that are not days: weights, times, reps, calories, ages. */
const NOT_DAYS =
  /^\s*(kg|kilo|lb|min|minutes?|h\b|hours?|horas?|heures?|stunden?|reps?|sets?|series|kcal|cal|years?|anos|ans|jahre|cm|%)/;

/** Words that count days a week: "4 days", "quatre soirs", "dos tardes", "3x", "zweimal". */
const DAY_WORD =
  /^\s*(?:x\b|days?|evenings?|nights?|mornings?|sessions?|times|dias|tardes|noches|mananas|veces|sesiones|jours|soirs|matins|fois|seances|tage|tagen|abende|einheiten|mal)\b/;

/**
 * `strict`: only numbers followed by a word that counts days ("quatre soirs par semaine"), for a
 * new plan's request, where other numbers (an age, months since a birth) are not days.
 */
export function requestedDays(text: string, { strict = false } = {}): number | undefined {
  const found: { n: number; at: number }[] = [];
  for (const m of text.matchAll(/\b(\d{1,2}|[a-z]+)\b/g)) {
    const word = m[1] ?? '';
    const n = /^\d/.test(word) ? Number(word) : WORDS[word];
    if (n === undefined || n < 1 || n > 7) continue;
    const at = m.index ?? 0;
    if (NOT_DAYS.test(text.slice(at + word.length))) continue;
    if (
      strict &&
      !/mal$/.test(word) &&
      !['twice', 'once', 'thrice'].includes(word) &&
      !DAY_WORD.test(text.slice(at + word.length))
    )
      continue;
    // "un", "una", "ein" are articles far more often than numbers: only with a day word right after.
    if (
      ['un', 'une', 'una', 'uno', 'ein', 'eine', 'one'].includes(word) &&
      !/^\s*(day|dia|jour|tag)/.test(text.slice(at + word.length))
    )
      continue;
    found.push({ n, at });
  }
  if (found.length === 0) {
    if (strict) return undefined;
    const named = WEEKDAYS.filter((re) => re.test(text)).length;
    return named >= 2 && named <= 6 ? named : undefined;
  }
  const instead = text.match(INSTEAD);
  if (instead?.index !== undefined) {
    const before = found.filter((f) => f.at < (instead.index ?? 0)).at(-1);
    if (before) return before.n;
  }
  return found.at(-1)?.n;
}
