/**
 * The sets a member reports in a sentence, in the shapes people write them:
 * "80 kg x 8", "3x8 @ 60 kg", "3 sets of 8 with 60 kg", "bench 3x8 at 80",
 * "12kg 10, 10, 8", "140x5, 150x5, 160x3", "100 kg 5x5 rir 1", "4 sets of 5 at 100",
 * "135 lb x 5 @ rpe 8", "5 sets of 20 with the 24". Works on normalised text
 * (lower case, no accents). A clause ("…, then 3x5 at 140") is read on its own.
 */

export type ParsedSet = { weightKg: number; reps: number; sets: number; rir?: number };

const NUM = String.raw`(\d{1,4}(?:[.,]\d{1,2})?)`;
const num = (s: string | undefined) => Number((s ?? '').replace(',', '.'));
const LB = /^(lb|lbs|pound|pounds|libra|libras|livre|livres|pfund)$/;
const WEIGHT_UNIT = String.raw`(kg|kgs|kilo|kilos|kilogramos?|kilogrammes?|lb|lbs|pounds?|libras?|livres?|pfund)\b`;
const REPS_WORD = String.raw`(?:reps?|repeticiones|repes|repetitions?|wiederholungen|wdh|wh)`;
const SETS_WORD = String.raw`(?:sets?|series|serie|satze|satz|saetze|durchgange|tandas?)`;
/** Words before a weight written without its unit: "at 80", "with the 24", "con 60", "mit 100". */
const WEIGHT_LEAD = '(?:at|@|with|w/?|con|avec|mit|bei|a)';
const ARTICLE = '(?:the|a|el|la|le|der|die|dem|den|einer?|une?|un)';

/** A weight in kilograms; pounds converted and rounded to 0.5 kg. */
function toKg(value: number, unit: string): number {
  return LB.test(unit) ? Math.round(value * 0.45359237 * 2) / 2 : value;
}

function effort(text: string): number | undefined {
  // "RIR 1" before "1 RIR": in "20 kg x 8 RIR 1" the 8 is the reps.
  const rir =
    text.match(/\brir\s*[:=]?\s*(\d)\b/) ?? text.match(/\b(\d)\s*rir\b/) ?? text.match(/@\s*(\d)\b(?!\s*(kg|lb))/);
  if (rir) return Number(rir[1]);
  const rpe = text.match(/\brpe\s*(\d{1,2}(?:[.,]5)?)|\b(\d{1,2}(?:[.,]5)?)\s*rpe\b/);
  if (rpe) {
    const v = num(rpe[1] ?? rpe[2]);
    if (v >= 5 && v <= 10) return Math.max(0, Math.round(10 - v));
  }
  return undefined;
}

/** Clauses of a message: "5 sets of 3 at 170kg, then 3x5 at 140" is two; "10, 10, 8" stays one. */
export function clauses(text: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  const sep =
    /(?:[,;]\s*(?=[a-z])|;|\.\s|\s(?:and|then|plus|y|luego|despues|et|puis|ensuite|und|dann|danach|anschliessend)\s)/g;
  let start = 0;
  for (const m of text.matchAll(sep)) {
    const end = m.index ?? 0;
    if (end > start) out.push({ text: text.slice(start, end), start });
    start = end + m[0].length;
  }
  if (start < text.length) out.push({ text: text.slice(start), start });
  return out;
}

const valid = (s: ParsedSet) =>
  s.reps >= 1 &&
  s.reps <= 100 &&
  s.weightKg >= 0 &&
  s.weightKg <= 600 &&
  s.sets >= 1 &&
  s.sets <= 20 &&
  (s.rir === undefined || (s.rir >= 0 && s.rir <= 10));

/** Sets × reps written apart from the weight: "3 sets of 8", "3 series de 8", "3x8", "3 x 8". */
function setsTimesReps(text: string): { sets: number; reps: number } | null {
  const words = text.match(
    new RegExp(`\\b(\\d{1,2})\\s*${SETS_WORD}\\s*(?:of|de|x|a|à|mit|zu|von|con|avec)?\\s*(\\d{1,3})\\b`),
  );
  if (words?.[1] && words[2]) return { sets: Number(words[1]), reps: Number(words[2]) };
  const times = text.match(/(?<![\d.,])\b(\d{1,2})\s*x\s*(\d{1,3})\b(?!\s*(?:kg|lb|kilo|x))/);
  if (times?.[1] && times[2] && Number(times[1]) <= 12) return { sets: Number(times[1]), reps: Number(times[2]) };
  return null;
}

/** One clause: at most one weight, or a run of "weight x reps" pairs. */
function parseClause(raw: string, rir: number | undefined): ParsedSet[] {
  const text = raw.replace(/[×*]/g, ' x ').replace(/(\d)\s*x\s*(\d)/g, '$1 x $2');
  const withUnit = [...text.matchAll(new RegExp(`${NUM}\\s*${WEIGHT_UNIT}`, 'g'))];
  const out: ParsedSet[] = [];

  // Several weights with units: "80 kg x 8, 85 kg x 6" — each weight takes the reps right after it.
  if (withUnit.length > 1) {
    for (let i = 0; i < withUnit.length; i++) {
      const w = withUnit[i];
      if (!w || w.index === undefined) continue;
      const after = text.slice(w.index + w[0].length, withUnit[i + 1]?.index ?? text.length);
      const reps = after.match(
        new RegExp(`^\\s*(?:x|for|por|pour|fur|mal|a|à|de)?\\s*(\\d{1,3})(?:\\s*${REPS_WORD})?\\b`),
      );
      if (reps?.[1]) out.push({ weightKg: toKg(num(w[1]), w[2] ?? 'kg'), reps: Number(reps[1]), sets: 1, rir });
    }
    return out.filter(valid);
  }

  // "140x5, 150x5, 160x3", "100 x 5 x 3": weights (20 and up) times reps, no unit.
  if (withUnit.length === 0) {
    const pairs = [...text.matchAll(/\b(\d{2,3}(?:[.,]\d{1,2})?)\s*x\s*(\d{1,2})\b(?:\s*x\s*(\d{1,2})\b)?/g)].filter(
      (p) => num(p[1]) >= 20,
    );
    if (pairs.length > 0) {
      for (const p of pairs) out.push({ weightKg: num(p[1]), reps: Number(p[2]), sets: p[3] ? Number(p[3]) : 1, rir });
      return out.filter(valid);
    }
  }

  // The one weight: with its unit, else a number after "at", "with (the)", "con", "mit"…
  let weightKg: number | undefined;
  let weightAt = -1;
  let weightEnd = -1;
  const unit = withUnit[0];
  if (unit && unit.index !== undefined) {
    weightKg = toKg(num(unit[1]), unit[2] ?? 'kg');
    weightAt = unit.index;
    weightEnd = unit.index + unit[0].length;
  } else {
    const lead = text.match(
      new RegExp(
        `(?:^|\\s)${WEIGHT_LEAD}\\s*(?:${ARTICLE}\\s+)?${NUM}\\b(?!\\s*(?:x\\s*\\d|${SETS_WORD}|${REPS_WORD}|min|h\\b|%))`,
      ),
    );
    if (lead?.[1] && lead.index !== undefined) {
      weightKg = num(lead[1]);
      weightAt = lead.index;
      weightEnd = lead.index + lead[0].length;
    }
  }
  if (weightKg === undefined) return [];
  const before = text.slice(0, weightAt);
  const after = text.slice(weightEnd);

  // "80 kg x 8 x 3" (reps x sets), "80 kg 3x8" (sets x reps).
  const chain = after.match(/^\s*(x)?\s*(\d{1,3})\s*x\s*(\d{1,3})\b/);
  if (chain?.[2] && chain[3]) {
    const [a, b] = [Number(chain[2]), Number(chain[3])];
    out.push(chain[1] ? { weightKg, reps: a, sets: b, rir } : { weightKg, reps: b, sets: a, rir });
    return out.filter(valid);
  }
  const apart = setsTimesReps(before) ?? setsTimesReps(after);
  if (apart) return [{ weightKg, ...apart, rir }].filter(valid);
  // "12kg 10, 10, 8", "60 kg: 8/8/7", "80 kg x 8": one set per number.
  const list = after.match(
    new RegExp(
      `^\\s*(?:x|for|por|pour|fur|mal|a|à|de|:)?\\s*(\\d{1,3}(?:\\s*[,/]\\s*\\d{1,3})*)(?:\\s*${REPS_WORD})?\\b`,
    ),
  );
  if (list?.[1]) {
    const reps = list[1].split(/\s*[,/]\s*/).map(Number);
    const setsBefore = before.match(new RegExp(`\\b(\\d{1,2})\\s*${SETS_WORD}\\b`));
    if (reps.length === 1 && setsBefore?.[1])
      return [{ weightKg, reps: reps[0] ?? 0, sets: Number(setsBefore[1]), rir }].filter(valid);
    for (const r of reps) out.push({ weightKg, reps: r, sets: 1, rir });
    return out.filter(valid);
  }
  const reps = text.match(new RegExp(`\\b(\\d{1,3})\\s*${REPS_WORD}\\b`));
  const setsWord = text.match(new RegExp(`\\b(\\d{1,2})\\s*${SETS_WORD}\\b`));
  if (reps?.[1]) out.push({ weightKg, reps: Number(reps[1]), sets: setsWord?.[1] ? Number(setsWord[1]) : 1, rir });
  return out.filter(valid);
}

/** Every set of a stretch of text (one exercise's part of a message), clause by clause. */
export function parseSets(text: string): ParsedSet[] {
  const rir = effort(text);
  return clauses(text).flatMap((c) => parseClause(c.text, effort(c.text) ?? rir));
}
