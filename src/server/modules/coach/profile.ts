import type { Equipment } from '#shared/coaching/training.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { normalizeText } from '#shared/text.ts';

/** Everything a coach knows about the person it talks to. */
export type CoachProfile = {
  fullName: string | null;
  age: number | null;
  gender: 'male' | 'female' | 'other' | null;
  weightKg: number | null;
  heightCm: number | null;
  goal: 'build_muscle' | 'lose_weight' | 'get_stronger' | 'improve_health';
  level: 'beginner' | 'intermediate' | 'advanced';
  method: 'rir' | 'fixed_reps';
  injuries: string[];
  conditions: string[];
  restrictions: string[];
  equipment: string[];
  parqRequiresClearance: boolean;
};

export const DEFAULT_PROFILE: CoachProfile = {
  fullName: null,
  age: null,
  gender: null,
  weightKg: null,
  heightCm: null,
  goal: 'build_muscle',
  level: 'intermediate',
  method: 'rir',
  injuries: [],
  conditions: [],
  restrictions: [],
  equipment: [],
  parqRequiresClearance: false,
};

const EQUIPMENT_WORDS: [Equipment | 'gym', RegExp][] = [
  ['gym', /\b(full gym|gym|gimnasio|salle( de sport)?|fitnessstudio|studio|box)\b/],
  ['barbell', /\b(barbells?|barras? olimpicas?|barra|barres?|langhantel\w*)\b/],
  ['dumbbell', /\b(dumbbells?|mancuernas?|halteres?|kurzhantel\w*|hanteln?)\b/],
  ['kettlebell', /\b(kettlebells?|pesas? rusas?)\b/],
  ['machine', /\b(machines?|maquinas?|maschinen?|multipower|smith)\b/],
  ['cable', /\b(cables?|poleas?|poulies?|kabelzug\w*)\b/],
  ['bench', /\b(bench|banco|banc|hantelbank|bank)\b/],
  ['pullup_bar', /\b(pull-?up bar|chin-?up bar|barra de dominadas|barre de traction|klimmzugstange)\b/],
  ['band', /\b(bands?|resistance bands?|bandas?|gomas?|elastiques?|widerstandsband\w*|bander|band)\b/],
];

/** The equipment a person has, from free text in any of the four languages. Bodyweight is always there. */
export function parseEquipment(items: readonly string[]): Set<Equipment> {
  const found = new Set<Equipment>(['bodyweight']);
  for (const raw of items) {
    const text = normalizeText(raw);
    for (const [kind, re] of EQUIPMENT_WORDS) {
      if (!re.test(text)) continue;
      if (kind === 'gym')
        for (const e of [
          'barbell',
          'dumbbell',
          'kettlebell',
          'machine',
          'cable',
          'bench',
          'pullup_bar',
          'band',
        ] as const)
          found.add(e);
      else found.add(kind);
    }
  }
  return found;
}

export type CoachIdentity = { category: string; style: string; language: Language };
