/**
 * The plate calculator and warm-up ramp of the workout logger (issue 16): pure functions of the
 * person's bar and plates, in kilograms or pounds.
 */

export type PlateUnit = 'kg' | 'lb';
export type PlateSetup = { unit: PlateUnit; bar: number; plates: number[] };

export const LB_IN_KG = 0.45359237;
export const DEFAULT_SETUP: Record<PlateUnit, PlateSetup> = {
  kg: { unit: 'kg', bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] },
  lb: { unit: 'lb', bar: 45, plates: [45, 35, 25, 10, 5, 2.5] },
};
/** Plates of each size a gym has for one side of the bar. */
const PER_SIDE = 6;
/** Work in hundredths of a unit so that 1.25 and 2.5 add up exactly. */
const UNIT = 100;

export type Loading = {
  /** What the bar weighs with these plates, in the setup's unit. */
  total: number;
  /** Plates on each side, heaviest first. */
  perSide: number[];
  /** `total` is the target itself. */
  exact: boolean;
};

/** Fewer plates first; among as many, the heaviest first (a 25 rather than two 20s... and a 15). */
function fewerOrHeavier(a: number[], b: number[]): boolean {
  if (a.length !== b.length) return a.length < b.length;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) > (b[i] ?? 0);
  return false;
}

/**
 * The loadable weight nearest `target` (the lighter one on a tie) and the plates for each side. A target
 * at or under the bar gives the empty bar.
 */
export function loadBar(target: number, setup: PlateSetup): Loading {
  const bar = Math.round(setup.bar * UNIT);
  const goal = Math.round(target * UNIT);
  const want = Math.max(0, (goal - bar) / 2);
  const plates = [...new Set(setup.plates.filter((p) => p > 0).map((p) => Math.round(p * UNIT)))].sort((a, b) => b - a);
  // Reachable sums per side: the plates used for each (fewest plates, heaviest first, wins).
  const reach = new Map<number, number[]>([[0, []]]);
  // A side heavier than the target by more than the biggest plate is never the nearest.
  const limit = want + (plates[0] ?? 0);
  for (const p of plates) {
    for (const [sum, used] of [...reach]) {
      for (let n = 1; n <= PER_SIDE; n++) {
        const s = sum + p * n;
        if (s > limit) break;
        const list = [...used, ...Array<number>(n).fill(p)];
        const cur = reach.get(s);
        if (!cur || fewerOrHeavier(list, cur)) reach.set(s, list);
      }
    }
  }
  let best = 0;
  for (const s of reach.keys()) {
    const d = Math.abs(bar + 2 * s - goal);
    const bd = Math.abs(bar + 2 * best - goal);
    if (d < bd || (d === bd && s < best)) best = s;
  }
  const perSide = (reach.get(best) ?? []).map((p) => p / UNIT);
  const total = (bar + best * 2) / UNIT;
  return { total, perSide, exact: Math.abs(total - target) < 1e-9 };
}

export const kgToUnit = (kg: number, unit: PlateUnit) => (unit === 'kg' ? kg : kg / LB_IN_KG);
export const unitToKg = (value: number, unit: PlateUnit) =>
  unit === 'kg' ? value : Math.round(value * LB_IN_KG * 100) / 100;

export type WarmupSet = { weight: number; reps: number };

/**
 * 2-4 ramp-up sets at about 40-80 % of the working load before the first heavy lift
 * (docs/coaching-guide.md): 40 % × 8, 60 % × 5, 80 % × 3, each rounded by `round` (to what can be
 * loaded), never under `floor` (the empty bar) and without repeats. None for a load of `floor` or less.
 */
export function warmupSets(work: number, round: (w: number) => number, floor = 0): WarmupSet[] {
  if (work <= floor) return [];
  const out: WarmupSet[] = [];
  for (const [share, reps] of [
    [0.4, 8],
    [0.6, 5],
    [0.8, 3],
  ] as const) {
    const weight = Math.max(floor, round(work * share));
    if (weight >= work || out.some((s) => s.weight === weight)) continue;
    out.push({ weight, reps });
  }
  return out;
}
