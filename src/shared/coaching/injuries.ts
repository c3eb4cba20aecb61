import { normalizeText } from '../text.ts';

/**
 * Body parts recognised in free-text injuries, written in any of the four
 * languages. Matching is on whole words after lower-casing and stripping
 * accents, so "Hombro derecho", "épaule" and "Schulterschmerzen" all count.
 */
export const BODY_PARTS = ['shoulder', 'wrist', 'elbow', 'knee', 'lower_back', 'hip', 'ankle', 'neck'] as const;
export type BodyPart = (typeof BODY_PARTS)[number];

const PATTERNS: Record<BodyPart, RegExp> = {
  shoulder: /\b(shoulders?|rotator|hombros?|manguito|epaules?|schulter\w*)\b/,
  wrist: /\b(wrists?|munecas?|poignets?|handgelenk\w*)\b/,
  elbow: /\b(elbows?|codos?|coudes?|ellbogen\w*|ellenbogen\w*|epicondyl\w*|epicondil\w*)\b/,
  knee: /\b(knees?|rodillas?|genoux?|knie\w*|menisc\w*|meniskus|acl|lca)\b/,
  lower_back:
    /\b(lower back|back|lumbar\w*|espalda\w*|lumbago|dos|lombaires?|rucken\w*|kreuz\w*|bandscheibe\w*|hernia\w*|hernie\w*|sciati\w*|ischias)\b/,
  hip: /\b(hips?|caderas?|hanches?|hufte\w*)\b/,
  ankle: /\b(ankles?|tobillos?|chevilles?|knochel\w*|sprunggelenk\w*|achilles?)\b/,
  neck: /\b(necks?|cuello|cervical\w*|cou|nuque|nacken\w*|hals\w*)\b/,
};

/** The body parts named in a list of injury descriptions. */
export function injuredParts(injuries: readonly string[]): Set<BodyPart> {
  const found = new Set<BodyPart>();
  for (const raw of injuries) {
    const text = normalizeText(raw);
    for (const part of BODY_PARTS) if (PATTERNS[part].test(text)) found.add(part);
  }
  return found;
}

/** Signals of an eating disorder in free text (conditions or a message), in the four languages. */
export function mentionsEatingDisorder(texts: readonly string[]): boolean {
  const re =
    /\b(eating disorders?|anorexi\w*|bulimi\w*|binge eating|trastornos? (de la )?(conducta )?alimentari\w*|troubles? (du comportement |des conduites )?alimentaires?|essstorung\w*|magersucht)\b/;
  return texts.some((t) => re.test(normalizeText(t)));
}
