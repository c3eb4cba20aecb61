import type { Language } from '#shared/i18n/languages.ts';
import { normalizeText } from '#shared/text.ts';

export type FoodTag =
  | 'meat'
  | 'poultry'
  | 'pork'
  | 'fish'
  | 'seafood'
  | 'dairy'
  | 'egg'
  | 'gluten'
  | 'nuts'
  | 'peanut'
  | 'soy';
export type FoodRole = 'protein' | 'carb' | 'fat' | 'veg';

export type Food = {
  id: string;
  name: Record<Language, string>;
  role: FoodRole;
  /** Per 100 g. */
  kcal: number;
  protein: number;
  tags: FoodTag[];
  /** Drunk or stirred in beside a meal (a plant milk), never a plate's protein food. */
  side?: boolean;
};

const f = (
  id: string,
  en: string,
  es: string,
  fr: string,
  de: string,
  role: FoodRole,
  kcal: number,
  protein: number,
  tags: FoodTag[] = [],
  side = false,
): Food => ({
  id,
  name: { en, es, fr, de },
  role,
  kcal,
  protein,
  tags,
  ...(side ? { side } : {}),
});

export const FOODS: Food[] = [
  f('chicken', 'Chicken breast', 'Pechuga de pollo', 'Blanc de poulet', 'Hähnchenbrust', 'protein', 165, 31, [
    'meat',
    'poultry',
  ]),
  f('turkey', 'Turkey breast', 'Pechuga de pavo', 'Blanc de dinde', 'Putenbrust', 'protein', 135, 30, [
    'meat',
    'poultry',
  ]),
  f('beef', 'Lean beef', 'Ternera magra', 'Bœuf maigre', 'Mageres Rindfleisch', 'protein', 170, 26, ['meat']),
  f('salmon', 'Salmon', 'Salmón', 'Saumon', 'Lachs', 'protein', 208, 20, ['fish']),
  f('tuna', 'Tuna', 'Atún', 'Thon', 'Thunfisch', 'protein', 130, 28, ['fish']),
  f('prawns', 'Prawns', 'Gambas', 'Crevettes', 'Garnelen', 'protein', 99, 24, ['seafood']),
  f('eggs', 'Eggs', 'Huevos', 'Œufs', 'Eier', 'protein', 143, 13, ['egg']),
  f(
    'greek_yogurt',
    'Greek yogurt (0%)',
    'Yogur griego (0 %)',
    'Yaourt grec (0 %)',
    'Griechischer Joghurt (0 %)',
    'protein',
    59,
    10,
    ['dairy'],
  ),
  f('cottage_cheese', 'Cottage cheese', 'Queso cottage', 'Cottage cheese', 'Hüttenkäse', 'protein', 98, 11, ['dairy']),
  f('tofu', 'Firm tofu', 'Tofu firme', 'Tofu ferme', 'Fester Tofu', 'protein', 144, 17, ['soy']),
  f('tempeh', 'Tempeh', 'Tempeh', 'Tempeh', 'Tempeh', 'protein', 192, 20, ['soy']),
  f('seitan', 'Seitan', 'Seitán', 'Seitan', 'Seitan', 'protein', 141, 25, ['gluten']),
  f('edamame', 'Edamame', 'Edamame', 'Edamame', 'Edamame', 'protein', 122, 11, ['soy']),
  f('lentils', 'Cooked lentils', 'Lentejas cocidas', 'Lentilles cuites', 'Gekochte Linsen', 'protein', 116, 9, []),
  f(
    'chickpeas',
    'Cooked chickpeas',
    'Garbanzos cocidos',
    'Pois chiches cuits',
    'Gekochte Kichererbsen',
    'protein',
    164,
    9,
    [],
  ),
  f(
    'pea_protein',
    'Pea protein powder',
    'Proteína de guisante en polvo',
    'Protéine de pois en poudre',
    'Erbsenproteinpulver',
    'protein',
    380,
    80,
    [],
  ),
  f('soy_milk', 'Soy milk', 'Bebida de soja', 'Lait de soja', 'Sojamilch', 'protein', 33, 3.3, ['soy'], true),
  f('oats', 'Oats', 'Copos de avena', 'Flocons d’avoine', 'Haferflocken', 'carb', 379, 13, ['gluten']),
  f('rice', 'Cooked rice', 'Arroz cocido', 'Riz cuit', 'Gekochter Reis', 'carb', 130, 2.7, []),
  f('potatoes', 'Potatoes', 'Patatas', 'Pommes de terre', 'Kartoffeln', 'carb', 77, 2, []),
  f('wholegrain_bread', 'Wholegrain bread', 'Pan integral', 'Pain complet', 'Vollkornbrot', 'carb', 247, 13, [
    'gluten',
  ]),
  f(
    'pasta',
    'Cooked wholewheat pasta',
    'Pasta integral cocida',
    'Pâtes complètes cuites',
    'Gekochte Vollkornnudeln',
    'carb',
    149,
    6,
    ['gluten'],
  ),
  f('quinoa', 'Cooked quinoa', 'Quinoa cocida', 'Quinoa cuit', 'Gekochte Quinoa', 'carb', 120, 4.4, []),
  f('banana', 'Banana', 'Plátano', 'Banane', 'Banane', 'carb', 89, 1.1, []),
  f('berries', 'Berries', 'Frutos rojos', 'Fruits rouges', 'Beeren', 'carb', 57, 0.7, []),
  f('olive_oil', 'Olive oil', 'Aceite de oliva', 'Huile d’olive', 'Olivenöl', 'fat', 884, 0, []),
  f('avocado', 'Avocado', 'Aguacate', 'Avocat', 'Avocado', 'fat', 160, 2, []),
  f('almonds', 'Almonds', 'Almendras', 'Amandes', 'Mandeln', 'fat', 579, 21, ['nuts']),
  f('peanut_butter', 'Peanut butter', 'Crema de cacahuete', 'Beurre de cacahuète', 'Erdnussbutter', 'fat', 588, 25, [
    'peanut',
  ]),
  f('seeds', 'Pumpkin seeds', 'Pipas de calabaza', 'Graines de courge', 'Kürbiskerne', 'fat', 559, 30, []),
  f('vegetables', 'Mixed vegetables', 'Verduras variadas', 'Légumes variés', 'Gemischtes Gemüse', 'veg', 40, 2, []),
  f('salad', 'Green salad', 'Ensalada verde', 'Salade verte', 'Grüner Salat', 'veg', 20, 1.5, []),
];

/** Restrictions written in any of the four languages, and the food tags each excludes. */
const RESTRICTIONS: [RegExp, FoodTag[]][] = [
  [
    /\b(vegan\w*|vegano|vegana|vegetalien\w*|vegane?r?)\b/,
    ['meat', 'poultry', 'pork', 'fish', 'seafood', 'dairy', 'egg'],
  ],
  [
    /\b(vegetarian\w*|vegetarian[oa]s?|vegetarien\w*|vegetarisch\w*|veggie)\b/,
    ['meat', 'poultry', 'pork', 'fish', 'seafood'],
  ],
  [/\b(pescatarian\w*|pescetarian\w*|pescetarien\w*)\b/, ['meat', 'poultry', 'pork']],
  [/\b(lactose|dairy|lactosa|lacteos?|sin leche|lactose|laitiers?|laktose\w*|milchfrei|milchprodukte?)\b/, ['dairy']],
  [/\b(gluten\w*|celiac\w*|coeliac\w*|celiaqu\w*|celiaca|zoliakie|glutenfrei)\b/, ['gluten']],
  [/\b(nuts?|tree nuts?|frutos secos|nueces|noix|fruits a coque|nusse?|nussallergie)\b/, ['nuts', 'peanut']],
  [/\b(peanuts?|cacahuetes?|mani|arachides?|cacahuetes|erdnuss\w*)\b/, ['peanut']],
  [/\b(soy|soya|soja)\b/, ['soy']],
  [/\b(eggs?|huevos?|oeufs?|eier|ei)\b/, ['egg']],
  [/\b(fish|pescado|poisson|fisch)\b/, ['fish']],
  [/\b(shellfish|seafood|mariscos?|fruits de mer|crustaces|meeresfruchte|schalentiere)\b/, ['seafood']],
  [/\b(pork|halal|kosher|cerdo|porc|schwein\w*)\b/, ['pork']],
  [/\b(red meat|carne roja|viande rouge|rotes fleisch)\b/, ['meat']],
];

export function excludedTags(restrictions: readonly string[]): Set<FoodTag> {
  const out = new Set<FoodTag>();
  for (const raw of restrictions) {
    const text = normalizeText(raw);
    for (const [re, tags] of RESTRICTIONS) if (re.test(text)) for (const t of tags) out.add(t);
  }
  // Poultry is meat for everyone who excludes meat.
  if (out.has('meat')) out.add('poultry');
  return out;
}

export function allowedFoods(restrictions: readonly string[]): Food[] {
  const excluded = excludedTags(restrictions);
  return FOODS.filter((food) => !food.tags.some((t) => excluded.has(t)));
}

export const FOOD_BY_NAME = new Map(
  FOODS.flatMap((food) => Object.values(food.name).map((n) => [n.toLowerCase(), food] as const)),
);
