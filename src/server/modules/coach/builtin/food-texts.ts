import type { Language } from '#shared/i18n/languages.ts';

/** "150 g of chicken" in each language: "150 g pechuga", "150 g de pechuga", "150 g d’avoine", "150 g Hähnchen". */
export function qty(n: string, unit: string, name: string, lng: Language): string {
  if (lng === 'es') return `${n} ${unit} de ${name}`;
  if (lng === 'fr') return /^[aeiouyhœéèêâîô]/i.test(name) ? `${n} ${unit} d’${name}` : `${n} ${unit} de ${name}`;
  return `${n} ${unit} ${name}`;
}

/** The food-level lines of nutrition answers: portions that reach a figure, meals around training. */
export type FoodTexts = {
  portion: (amount: string, food: string, protein: string, drink: boolean) => string;
  proteinDay: (target: string, items: string, total: string) => string;
  /** How plant proteins complete each other, for vegans. */
  combine: string;
  pre: (carb: string, protein: string, fruit: string) => string;
  post: (protein: string, grams: string, carb: string) => string;
};

export const FOOD_TEXTS: Record<Language, FoodTexts> = {
  en: {
    portion: (a, f, p, drink) => `${qty(a, drink ? 'ml' : 'g', f, 'en')} (${p} g)`,
    proteinDay: (target, items, total) =>
      `To reach your **${target} g** a day, for example: ${items}: about ${total} g of protein, before the smaller amounts in bread, grains and vegetables.`,
    combine:
      'Combine legumes with grains over the day (lentils with rice, hummus with bread, tofu with noodles): together they give every essential amino acid.',
    pre: (carb, protein, fruit) =>
      `Before training (1-3 h): for example ${carb} with ${protein}, or a ${fruit} if you only have 30-60 min.`,
    post: (protein, grams, carb) => `After training: for example ${protein} (${grams} g of protein) with ${carb}.`,
  },
  es: {
    portion: (a, f, p, drink) => `${qty(a, drink ? 'ml' : 'g', f, 'es')} (${p} g)`,
    proteinDay: (target, items, total) =>
      `Para llegar a tus **${target} g** al día, por ejemplo: ${items}: unos ${total} g de proteína, sin contar lo que aportan el pan, los cereales y las verduras.`,
    combine:
      'Combina legumbres con cereales a lo largo del día (lentejas con arroz, hummus con pan, tofu con fideos): juntos aportan todos los aminoácidos esenciales.',
    pre: (carb, protein, fruit) =>
      `Antes de entrenar (1-3 h): por ejemplo ${carb} con ${protein}, o fruta (${fruit}) si solo tienes 30-60 min.`,
    post: (protein, grams, carb) => `Después de entrenar: por ejemplo ${protein} (${grams} g de proteína) con ${carb}.`,
  },
  fr: {
    portion: (a, f, p, drink) => `${qty(a, drink ? 'ml' : 'g', f, 'fr')} (${p} g)`,
    proteinDay: (target, items, total) =>
      `Pour atteindre vos **${target} g** par jour, par exemple : ${items} : environ ${total} g de protéines, sans compter le pain, les céréales et les légumes.`,
    combine:
      'Associez légumineuses et céréales au fil de la journée (lentilles et riz, houmous et pain, tofu et nouilles) : ensemble, elles apportent tous les acides aminés essentiels.',
    pre: (carb, protein, fruit) =>
      `Avant l’entraînement (1-3 h) : par exemple ${carb} avec ${protein}, ou un fruit (${fruit}) s’il ne reste que 30-60 min.`,
    post: (protein, grams, carb) =>
      `Après l’entraînement : par exemple ${protein} (${grams} g de protéines) avec ${carb}.`,
  },
  de: {
    portion: (a, f, p, drink) => `${qty(a, drink ? 'ml' : 'g', f, 'de')} (${p} g)`,
    proteinDay: (target, items, total) =>
      `Für deine **${target} g** am Tag zum Beispiel: ${items}: etwa ${total} g Eiweiß, ohne das aus Brot, Getreide und Gemüse.`,
    combine:
      'Kombinier über den Tag Hülsenfrüchte mit Getreide (Linsen mit Reis, Hummus mit Brot, Tofu mit Nudeln): Zusammen liefern sie alle essenziellen Aminosäuren.',
    pre: (carb, protein, fruit) =>
      `Vor dem Training (1-3 h): zum Beispiel ${carb} mit ${protein}, oder Obst (${fruit}), wenn dir nur 30-60 min bleiben.`,
    post: (protein, grams, carb) => `Nach dem Training: zum Beispiel ${protein} (${grams} g Eiweiß) mit ${carb}.`,
  },
};
