import type { Language } from '#shared/i18n/languages.ts';

type Direction = 'deficit' | 'surplus' | 'maintenance';

export type NutritionTexts = {
  planName: Record<Direction, string>;
  meals: [string, string, string, string];
  method: (bmr: number, factor: number, adjustment: number) => string;
  protein: (kg: number, grams: number) => string;
  floor: (kcal: number) => string;
  restrictions: (list: string) => string;
  review: string;
  /** A performance plan: its name, meals named by the training day, and the carbohydrate around training. */
  performanceName: string;
  performanceMeals: [string, string, string, string];
  performance: (carbsG: number, carbsPerKg: string) => string;
};

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
/** A decimal comma for es, fr and de ("1,375"). */
const comma = (n: number) => String(n).replace('.', ',');

export const NUTRITION_TEXTS: Record<Language, NutritionTexts> = {
  en: {
    planName: {
      deficit: 'Fat loss nutrition plan',
      surplus: 'Muscle gain nutrition plan',
      maintenance: 'Maintenance and performance nutrition plan',
    },
    meals: ['Breakfast', 'Lunch', 'Snack', 'Dinner'],
    method: (bmr, factor, adj) =>
      `Resting energy ${bmr} kcal (Mifflin-St Jeor) × activity factor ${factor}, then ${signed(adj)} kcal for your goal.`,
    protein: (kg, g) =>
      `Protein ${g} g a day (${(g / kg).toFixed(1)} g per kg), fat about 27 % of energy, carbohydrates the rest.`,
    floor: (kcal) => `Your target was raised to ${kcal} kcal: we never go below a safe daily minimum.`,
    restrictions: (list) => `Every meal respects your restrictions: ${list}.`,
    performanceName: 'Performance nutrition plan',
    performanceMeals: ['Breakfast', 'Lunch (1-3 h before training)', 'After training', 'Dinner'],
    performance: (g, perKg) =>
      `Carbohydrate around training: ${g} g a day (about ${perKg} g per kg). On training days most of it comes in the meal 1-3 h before the session and the meal after it, as in the meals below; on rest days spread it evenly over the day.`,
    review:
      'Weigh yourself a few mornings a week; if the weekly average does not move as planned after 2-3 weeks, ask me to adjust by about 100-200 kcal.',
  },
  es: {
    planName: {
      deficit: 'Plan de nutrición para perder grasa',
      surplus: 'Plan de nutrición para ganar músculo',
      maintenance: 'Plan de nutrición de mantenimiento y rendimiento',
    },
    meals: ['Desayuno', 'Comida', 'Merienda', 'Cena'],
    method: (bmr, factor, adj) =>
      `Gasto en reposo ${bmr} kcal (Mifflin-St Jeor) × factor de actividad ${comma(factor)}, y después ${signed(adj)} kcal según tu objetivo.`,
    protein: (kg, g) =>
      `Proteína ${g} g al día (${(g / kg).toFixed(1).replace('.', ',')} g por kg), grasa alrededor del 27 % de la energía y carbohidratos el resto.`,
    floor: (kcal) => `Hemos subido tu objetivo a ${kcal} kcal: nunca bajamos de un mínimo diario seguro.`,
    restrictions: (list) => `Todas las comidas respetan tus restricciones: ${list}.`,
    performanceName: 'Plan de nutrición para el rendimiento',
    performanceMeals: ['Desayuno', 'Comida (1-3 h antes de entrenar)', 'Después de entrenar', 'Cena'],
    performance: (g, perKg) =>
      `Hidratos de carbono alrededor del entreno: ${g} g al día (unos ${perKg} g por kg). Los días de entrenamiento la mayor parte va en la comida de 1-3 h antes de la sesión y en la de después, como en las comidas de abajo; los días de descanso repártelos por igual a lo largo del día.`,
    review:
      'Pésate algunas mañanas por semana; si la media semanal no se mueve como esperamos en 2-3 semanas, pídeme que ajuste unas 100-200 kcal.',
  },
  fr: {
    planName: {
      deficit: 'Plan nutritionnel de perte de graisse',
      surplus: 'Plan nutritionnel de prise de muscle',
      maintenance: 'Plan nutritionnel d’entretien et de performance',
    },
    meals: ['Petit-déjeuner', 'Déjeuner', 'Collation', 'Dîner'],
    method: (bmr, factor, adj) =>
      `Dépense au repos ${bmr} kcal (Mifflin-St Jeor) × facteur d’activité ${comma(factor)}, puis ${signed(adj)} kcal selon votre objectif.`,
    protein: (kg, g) =>
      `Protéines ${g} g par jour (${(g / kg).toFixed(1).replace('.', ',')} g par kg), lipides environ 27 % de l’énergie, glucides le reste.`,
    floor: (kcal) =>
      `Votre objectif a été relevé à ${kcal} kcal : nous ne descendons jamais sous un minimum quotidien sûr.`,
    restrictions: (list) => `Chaque repas respecte vos restrictions : ${list}.`,
    performanceName: 'Plan nutritionnel de performance',
    performanceMeals: ['Petit-déjeuner', 'Déjeuner (1-3 h avant l’entraînement)', 'Après l’entraînement', 'Dîner'],
    performance: (g, perKg) =>
      `Glucides autour de l’entraînement : ${g} g par jour (environ ${perKg} g par kg). Les jours d’entraînement, l’essentiel va dans le repas 1-3 h avant la séance et dans celui d’après, comme dans les repas ci-dessous ; les jours de repos, répartissez-les sur la journée.`,
    review:
      'Pesez-vous quelques matins par semaine ; si la moyenne hebdomadaire ne bouge pas comme prévu après 2-3 semaines, demandez-moi d’ajuster d’environ 100-200 kcal.',
  },
  de: {
    planName: {
      deficit: 'Ernährungsplan zum Fettabbau',
      surplus: 'Ernährungsplan für Muskelaufbau',
      maintenance: 'Ernährungsplan für Erhalt und Leistung',
    },
    meals: ['Frühstück', 'Mittagessen', 'Snack', 'Abendessen'],
    method: (bmr, factor, adj) =>
      `Ruheumsatz ${bmr} kcal (Mifflin-St Jeor) × Aktivitätsfaktor ${comma(factor)}, dann ${signed(adj)} kcal für dein Ziel.`,
    protein: (kg, g) =>
      `Eiweiß ${g} g pro Tag (${(g / kg).toFixed(1).replace('.', ',')} g pro kg), Fett etwa 27 % der Energie, Kohlenhydrate den Rest.`,
    floor: (kcal) => `Dein Ziel wurde auf ${kcal} kcal angehoben: Wir gehen nie unter ein sicheres tägliches Minimum.`,
    restrictions: (list) => `Jede Mahlzeit berücksichtigt deine Einschränkungen: ${list}.`,
    performanceName: 'Ernährungsplan für Leistung',
    performanceMeals: ['Frühstück', 'Mittagessen (1-3 h vor dem Training)', 'Nach dem Training', 'Abendessen'],
    performance: (g, perKg) =>
      `Kohlenhydrate rund ums Training: ${g} g am Tag (etwa ${perKg} g pro kg). An Trainingstagen kommt das meiste in die Mahlzeit 1-3 h vor der Einheit und die Mahlzeit danach, wie unten; an Ruhetagen verteil sie gleichmäßig über den Tag.`,
    review:
      'Wiege dich ein paar Mal pro Woche morgens; wenn sich der Wochenschnitt nach 2-3 Wochen nicht wie geplant bewegt, bitte mich, um etwa 100-200 kcal anzupassen.',
  },
};
