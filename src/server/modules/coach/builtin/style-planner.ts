import type { BodyPart } from '#shared/coaching/injuries.ts';
import type { TPlanExercise, TWorkoutPlanInput } from '#shared/contracts/plans.ts';
import agentsDe from '#shared/i18n/agents/de.json' with { type: 'json' };
import agentsEn from '#shared/i18n/agents/en.json' with { type: 'json' };
import agentsEs from '#shared/i18n/agents/es.json' with { type: 'json' };
import agentsFr from '#shared/i18n/agents/fr.json' with { type: 'json' };
import type { Language } from '#shared/i18n/languages.ts';
import { normalizeText } from '#shared/text.ts';
import { athleteOf } from '../athlete.ts';
import type { CoachProfile } from '../profile.ts';
import sessions from './sessions.json' with { type: 'json' };
import { EQUIPMENT_TEXTS } from './style-equipment-texts.ts';
import { type CardioMode, STYLE_TEXTS } from './style-texts.ts';

type Names = Record<Language, string>;
type Pose = {
  id: string;
  name: Names;
  styles: string[];
  areas: string[];
  perSide: boolean;
  loads: string[];
  flexion: boolean;
};
type Drill = {
  id: string;
  name: Names;
  joint: string;
  reps?: number;
  hold?: number;
  perSide: boolean;
  loads: string[];
};
const POSES = sessions.poses as Pose[];
const FLOWS = sessions.flows as { id: string; name: Names; loads: string[] }[];
const DRILLS = sessions.drills as Drill[];

const STYLE_NAMES: Record<Language, { styles: Record<string, { name: string }> }> = {
  en: agentsEn,
  es: agentsEs,
  fr: agentsFr,
  de: agentsDe,
};

export type Area = 'hips' | 'back' | 'hamstrings' | 'shoulders';

/** Styles whose plans are not sets × reps of the lifting library: holds, flows, intervals, durations. */
export const SESSION_STYLES = ['yin', 'vinyasa', 'restorative', 'hiit', 'endurance', 'rowing', 'mobility'] as const;
export type SessionStyle = (typeof SESSION_STYLES)[number];
export const isSessionStyle = (s: string): s is SessionStyle => (SESSION_STYLES as readonly string[]).includes(s);

export type SessionRequest = { minutes?: number; area?: Area; days?: number };

const spares = (loads: readonly string[], injured: ReadonlySet<BodyPart>) =>
  !loads.some((p) => injured.has(p as BodyPart));

function hold(
  name: string,
  seconds: number,
  day: number,
  perSide: boolean,
  lng: Language,
  extra: Partial<TPlanExercise> = {},
): TPlanExercise {
  const t = STYLE_TEXTS[lng];
  const minutes = seconds >= 60 ? `${Math.round((seconds / 60) * 10) / 10} min` : `${seconds} s`;
  return {
    name,
    sets: 1,
    reps: perSide ? `${minutes} ${t.eachSide}` : minutes,
    day,
    primaryMuscle: 'mobility',
    equipment: 'mat',
    restSeconds: 20,
    notes: perSide ? t.perSideNote : '',
    kind: 'hold',
    holdSeconds: seconds,
    perSide,
    ...extra,
  };
}

function duration(name: string, minutes: number, day: number, effort: string, equipment: string): TPlanExercise {
  return {
    name,
    sets: 1,
    reps: `${minutes} min`,
    day,
    primaryMuscle: 'cardio',
    equipment,
    restSeconds: 0,
    notes: '',
    kind: 'duration',
    durationMinutes: minutes,
    effort,
  };
}

function interval(
  name: string,
  rounds: number,
  work: number,
  rest: number,
  day: number,
  effort: string,
  equipment: string,
  reps?: string,
): TPlanExercise {
  return {
    name,
    sets: rounds,
    reps: reps ?? `${work} s / ${rest} s`,
    day,
    primaryMuscle: 'cardio',
    equipment,
    restSeconds: rest,
    notes: '',
    kind: 'interval',
    workSeconds: work,
    rounds,
    effort,
  };
}

function yinPlan(profile: CoachProfile, req: SessionRequest, lng: Language, style: 'yin' | 'restorative') {
  const { injured } = athleteOf(profile);
  const t = STYLE_TEXTS[lng];
  const back = injured.has('lower_back');
  const pool = POSES.filter(
    (p) => p.styles.includes(style) && p.id !== 'savasana' && spares(p.loads, injured) && !(back && p.flexion),
  );
  const holdMin =
    style === 'restorative'
      ? profile.level === 'beginner'
        ? 5
        : 10
      : { beginner: 2, intermediate: 3, advanced: 4 }[profile.level];
  const sessionsPerWeek = req.days ?? (style === 'restorative' || profile.level === 'beginner' ? 2 : 3);
  const areas: Area[][] = req.area
    ? [[req.area]]
    : [
        ['hips', 'back'],
        ['hamstrings', 'back'],
        ['shoulders', 'hips'],
      ];
  const minutes = req.minutes ?? (style === 'restorative' ? 45 : 45);
  const exercises: TPlanExercise[] = [];
  for (let day = 1; day <= sessionsPerWeek; day++) {
    const focus = areas[(day - 1) % areas.length] ?? ['hips'];
    const ordered = [...pool].sort(
      (a, b) =>
        Number(b.areas.some((x) => focus.includes(x as Area))) - Number(a.areas.some((x) => focus.includes(x as Area))),
    );
    // Fill the session: holds (both sides when one-sided), a short rebound between poses, rest at the end.
    const restMin =
      style === 'restorative' ? Math.min(10, holdMin) : Math.min(5, Math.max(2, Math.round(minutes / 10)));
    let used = restMin;
    for (const p of ordered) {
      const cost = holdMin * (p.perSide ? 2 : 1) + 0.5;
      if (used + cost > minutes && exercises.some((e) => e.day === day)) break;
      used += cost;
      exercises.push(
        hold(
          p.name[lng],
          holdMin * 60,
          day,
          p.perSide,
          lng,
          style === 'restorative' ? { equipment: 'bolster, blocks, blanket' } : {},
        ),
      );
    }
    const savasana = POSES.find((p) => p.id === 'savasana');
    if (savasana) exercises.push(hold(savasana.name[lng], restMin * 60, day, false, lng));
  }
  const notes = [style === 'yin' ? t.describe.yin(holdMin) : t.describe.restorative(holdMin)];
  if (style === 'restorative') notes.push(t.notes.props);
  if (back) notes.push(t.notes.lowerBack);
  return { exercises, notes, sessions: sessionsPerWeek };
}

function vinyasaPlan(profile: CoachProfile, req: SessionRequest, lng: Language) {
  const { injured } = athleteOf(profile);
  const t = STYLE_TEXTS[lng];
  const back = injured.has('lower_back');
  const sessionsPerWeek = req.days ?? (profile.level === 'beginner' ? 2 : 3);
  const standing = POSES.filter(
    (p) =>
      p.styles.includes('vinyasa') &&
      !['savasana', 'reclined_twist', 'childs_pose', 'seated_fold', 'bridge', 'thread_needle'].includes(p.id),
  ).filter((p) => spares(p.loads, injured));
  const floor = POSES.filter((p) => ['bridge', 'seated_fold', 'reclined_twist'].includes(p.id)).filter(
    (p) => spares(p.loads, injured) && !(back && p.flexion),
  );
  const flows = FLOWS.filter((f) => spares(f.loads, injured) && (f.id === 'sun_a' || profile.level !== 'beginner'));
  const breaths = profile.level === 'beginner' ? 5 : 3;
  const exercises: TPlanExercise[] = [];
  for (let day = 1; day <= sessionsPerWeek; day++) {
    for (const f of flows)
      exercises.push({ ...duration(f.name[lng], 5, day, t.flowEffort, 'mat'), primaryMuscle: 'mobility' });
    for (const p of standing.slice(0, 5)) {
      const item = hold(p.name[lng], breaths * 8, day, p.perSide, lng);
      exercises.push({ ...item, reps: `${t.breaths(breaths)}${p.perSide ? ` ${t.eachSide}` : ''}` });
    }
    for (const p of floor) exercises.push(hold(p.name[lng], 60, day, p.perSide, lng));
    const savasana = POSES.find((p) => p.id === 'savasana');
    if (savasana) exercises.push(hold(savasana.name[lng], 300, day, false, lng));
  }
  const notes = [t.describe.vinyasa];
  if (back) notes.push(t.notes.lowerBack);
  return { exercises, notes, sessions: sessionsPerWeek };
}

/**
 * The cardio machines a person has, from the profile's equipment in any language. An empty list
 * says nothing (the style's own machine is assumed); a gym has both.
 */
function machines(profile: CoachProfile): { rower: boolean; bike: boolean } {
  const text = normalizeText(profile.equipment.join(' '));
  if (profile.equipment.length === 0 || /\b(gym|gimnasio|salle|fitnessstudio|studio)\b/.test(text))
    return { rower: true, bike: true };
  return {
    rower:
      /\b(rower|rowing machine|erg|ergometer|concept ?2|remo\w*|maquina de remo|rameur|ruderger\w*|rudermaschine)\b/.test(
        text,
      ),
    bike: /\b(bikes?|cycle|cycling|spin\w*|bicicleta|bici|velo|home ?trainer|fahrrad|ergometer|heimtrainer|rad)\b/.test(
      text,
    ),
  };
}

function cardioMode(injured: ReadonlySet<BodyPart>, preferred: CardioMode): CardioMode {
  return injured.has('knee') || injured.has('ankle') || injured.has('hip') ? 'bike' : preferred;
}

function hiitPlan(profile: CoachProfile, lng: Language) {
  const { injured } = athleteOf(profile);
  const t = STYLE_TEXTS[lng];
  const bike = machines(profile).bike;
  const wanted = cardioMode(injured, profile.level === 'beginner' ? 'bike' : 'run');
  // No bike: the intervals are run, the nearest variation (said in the notes).
  const mode: CardioMode = wanted === 'bike' && !bike ? 'run' : wanted;
  const eq = mode === 'run' ? 'bodyweight' : mode;
  const exercises: TPlanExercise[] = [];
  const notes = [t.describe.hiit];
  if (wanted === 'bike' && !bike) notes.unshift(EQUIPMENT_TEXTS[lng].noBike);
  if (profile.parqRequiresClearance) {
    // No hard intervals before a physician's clearance: easy aerobic work instead.
    for (const day of [1, 3, 5]) exercises.push(duration(t.zone2(mode), 30, day, t.effort.zone2, eq));
    notes.push(t.notes.clearance);
    return { exercises, notes, sessions: 3 };
  }
  const [work, rest, rounds] =
    profile.level === 'beginner' ? [20, 40, 8] : profile.level === 'intermediate' ? [30, 30, 10] : [240, 180, 4];
  // Monday and Thursday: never on consecutive days; Saturday easy.
  for (const day of [1, 4]) {
    exercises.push(duration(t.warmUp(mode), 8, day, t.effort.easy, eq));
    exercises.push(interval(t.intervals(mode), rounds, work, rest, day, t.effort.hard, eq));
    exercises.push(duration(t.coolDown, 5, day, t.effort.easy, eq));
  }
  exercises.push(duration(t.zone2(mode), 35, 6, t.effort.zone2, eq));
  if (mode !== 'run' && (injured.has('knee') || injured.has('ankle'))) notes.push(t.notes.kneeImpact);
  return { exercises, notes, sessions: 3 };
}

function endurancePlan(profile: CoachProfile, lng: Language) {
  const { injured } = athleteOf(profile);
  const t = STYLE_TEXTS[lng];
  const mode = cardioMode(injured, 'run');
  const eq = mode === 'run' ? 'bodyweight' : mode;
  const weekly = { beginner: 120, intermediate: 180, advanced: 240 }[profile.level];
  const long = Math.round((weekly * 0.3) / 5) * 5;
  const each = Math.round((weekly - long) / 3 / 5) * 5;
  const exercises = [1, 3, 5].map((day) => duration(t.zone2(mode), each, day, t.effort.zone2, eq));
  exercises.push(duration(t.longSession(mode), long, 6, t.effort.zone2, eq));
  const notes = [t.describe.endurance(each * 3 + long)];
  if (profile.parqRequiresClearance) notes.push(t.notes.clearance);
  if (mode !== 'run') notes.push(t.notes.kneeImpact);
  return { exercises, notes, sessions: 4 };
}

/** Rowing without a rower: the same steady work and repeats on the nearest machine, or running. */
function rowingWithoutRower(profile: CoachProfile, lng: Language, bike: boolean) {
  const { injured } = athleteOf(profile);
  const t = STYLE_TEXTS[lng];
  const mode = bike ? 'bike' : cardioMode(injured, 'run');
  const eq = mode === 'run' ? 'bodyweight' : mode;
  const steady = { beginner: 20, intermediate: 30, advanced: 40 }[profile.level];
  const repeats = profile.level === 'beginner' ? 4 : 6;
  const exercises: TPlanExercise[] = [duration(t.zone2(mode), steady, 1, t.effort.zone2, eq)];
  if (!profile.parqRequiresClearance) {
    exercises.push(duration(t.warmUp(mode), 8, 3, t.effort.easy, eq));
    exercises.push(interval(t.intervals(mode), repeats, 120, 120, 3, t.effort.hard, eq, '2 min / 2 min'));
    exercises.push(duration(t.coolDown, 5, 3, t.effort.easy, eq));
  }
  exercises.push(duration(t.zone2(mode), steady + 10, 5, t.effort.zone2, eq));
  const notes = [EQUIPMENT_TEXTS[lng].noRower(mode === 'bike'), t.describe.rowing];
  if (mode !== 'run' && (injured.has('knee') || injured.has('ankle'))) notes.push(t.notes.kneeImpact);
  if (profile.parqRequiresClearance) notes.push(t.notes.clearance);
  return { exercises, notes, sessions: 3 };
}

function rowingPlan(profile: CoachProfile, lng: Language) {
  const { rower, bike } = machines(profile);
  if (!rower) return rowingWithoutRower(profile, lng, bike);
  const { injured } = athleteOf(profile);
  const t = STYLE_TEXTS[lng];
  const knee = injured.has('knee');
  const steady = { beginner: 20, intermediate: 30, advanced: 40 }[profile.level];
  const split = { beginner: 150, intermediate: 130, advanced: 115 }[profile.level];
  const repeats = profile.level === 'beginner' ? 4 : 6;
  const exercises: TPlanExercise[] = [
    duration(t.warmUp('rower'), 5, 1, t.effort.easy, 'rower'),
    duration(t.rowingDrill, 10, 1, t.effort.drill, 'rower'),
    duration(t.steadyRow, knee ? Math.min(steady, 20) : steady, 1, t.effort.steadyRate, 'rower'),
  ];
  if (!profile.parqRequiresClearance) {
    exercises.push(duration(t.warmUp('rower'), 8, 3, t.effort.easy, 'rower'));
    exercises.push(interval(t.rowRepeats, repeats, split, split, 3, t.effort.repeatRate, 'rower', '500 m'));
    exercises.push(duration(t.coolDown, 5, 3, t.effort.easy, 'rower'));
  }
  exercises.push(
    duration(t.steadyRow, knee ? Math.min(steady + 10, 25) : steady + 10, 5, t.effort.steadyRate, 'rower'),
  );
  const notes = [t.describe.rowing];
  if (knee) notes.push(t.notes.kneeRowing);
  if (profile.parqRequiresClearance) notes.push(t.notes.clearance);
  return { exercises, notes, sessions: 3 };
}

function mobilityPlan(profile: CoachProfile, req: SessionRequest, lng: Language) {
  const { injured } = athleteOf(profile);
  const t = STYLE_TEXTS[lng];
  const pool = DRILLS.filter((d) => spares(d.loads, injured));
  const routines: string[][] = [
    ['neck', 'shoulders', 'back', 'hips'],
    ['hips', 'hamstrings', 'ankles', 'back'],
    ['shoulders', 'back', 'hips', 'ankles'],
  ];
  const sessionsPerWeek = req.days ?? 5;
  const exercises: TPlanExercise[] = [];
  for (let day = 1; day <= sessionsPerWeek; day++) {
    const joints = routines[(day - 1) % routines.length] ?? [];
    for (const d of pool.filter((x) => joints.includes(x.joint)).slice(0, 6)) {
      if (d.hold) exercises.push(hold(d.name[lng], d.hold, day, d.perSide, lng));
      else
        exercises.push({
          name: d.name[lng],
          sets: 1,
          reps: d.perSide ? `${d.reps} ${t.eachSide}` : String(d.reps),
          day,
          primaryMuscle: 'mobility',
          equipment: 'bodyweight',
          restSeconds: 15,
          notes: '',
          kind: 'sets',
        });
    }
  }
  return { exercises, notes: [t.describe.mobility], sessions: sessionsPerWeek };
}

/**
 * A plan in the style's own kind of work (docs/coaching-guide.md and decision 014): yin,
 * restorative and vinyasa sessions of held poses and flows; HIIT, endurance and rowing weeks of
 * intervals and durations; mobility routines. Injuries and PAR-Q clearance shape each one.
 */
export function planSessions(
  profile: CoachProfile,
  style: SessionStyle,
  req: SessionRequest,
  lng: Language,
): TWorkoutPlanInput {
  const built =
    style === 'yin' || style === 'restorative'
      ? yinPlan(profile, req, lng, style)
      : style === 'vinyasa'
        ? vinyasaPlan(profile, req, lng)
        : style === 'hiit'
          ? hiitPlan(profile, lng)
          : style === 'endurance'
            ? endurancePlan(profile, lng)
            : style === 'rowing'
              ? rowingPlan(profile, lng)
              : mobilityPlan(profile, req, lng);
  const styleName = STYLE_NAMES[lng].styles[style]?.name ?? style;
  const single = built.sessions === 1 && req.minutes;
  return {
    name: single
      ? STYLE_TEXTS[lng].sessionName(styleName, req.minutes ?? 0)
      : STYLE_TEXTS[lng].planName(styleName, built.sessions),
    muscleGroup: 'full_body',
    difficulty: profile.level,
    description: built.notes.join('\n\n'),
    durationWeeks: 4,
    exercises: built.exercises,
  };
}
