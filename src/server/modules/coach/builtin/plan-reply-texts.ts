import type { Language } from '#shared/i18n/languages.ts';

type Limit = 'floor' | 'deficit' | 'surplus';

/** What a coach says around a plan it changed or shows: nutrition edits, meals, the whole week. */
export type PlanReplyTexts = {
  /** "Done: your nutrition plan is now 1600 kcal …". */
  nutritionChanged: (kcal: string, protein: string, carbs: string, fat: string) => string;
  /** Why the saved energy is not the one asked for. */
  limited: Record<Limit, (asked: string, saved: string) => string>;
  /** One meal: its name, figures and foods. */
  meal: (name: string, kcal: string, protein: string, foods: string) => string;
  /** The meals' sum, said so the member can check it. */
  mealsTotal: (kcal: string, protein: string) => string;
  /** A nutrition edit asked without a nutrition plan to edit. */
  noNutritionPlan: string;
  /** A changed number of days, followed by the whole week. */
  daysChanged: (days: number) => string;
};

export const PLAN_REPLY_TEXTS: Record<Language, PlanReplyTexts> = {
  en: {
    nutritionChanged: (kcal, p, c, f) =>
      `Done: your nutrition plan is now **${kcal} kcal** a day, protein **${p} g**, carbohydrates **${c} g**, fat **${f} g**. I’ve saved it and rebuilt the meals to match:`,
    limited: {
      floor: (asked, saved) =>
        `${asked} kcal is below the safe daily minimum, so I set **${saved} kcal**: I never go under it.`,
      deficit: (asked, saved) =>
        `${asked} kcal would be more than 500 kcal under your maintenance, so I set **${saved} kcal**, the largest deficit I recommend.`,
      surplus: (asked, saved) =>
        `${asked} kcal would be more than 500 kcal over your maintenance, so I set **${saved} kcal**, the largest surplus I recommend.`,
    },
    meal: (name, kcal, p, foods) => `- **${name}** (${kcal} kcal, ${p} g protein): ${foods}`,
    mealsTotal: (kcal, p) => `Together: ${kcal} kcal and ${p} g protein.`,
    noNutritionPlan:
      'You don’t have a nutrition plan yet. Ask me for one and I’ll build it; then I can set it to the calories you want.',
    daysChanged: (days) => `Done: your plan now has **${days} sessions a week**. Here’s the week:`,
  },
  es: {
    nutritionChanged: (kcal, p, c, f) =>
      `Hecho: tu plan de nutrición queda en **${kcal} kcal** al día, proteína **${p} g**, hidratos **${c} g**, grasa **${f} g**. Lo he guardado y he rehecho las comidas para que cuadren:`,
    limited: {
      floor: (asked, saved) =>
        `${asked} kcal está por debajo del mínimo diario seguro, así que lo he puesto en **${saved} kcal**: nunca bajo de ahí.`,
      deficit: (asked, saved) =>
        `${asked} kcal serían más de 500 kcal por debajo de tu mantenimiento, así que lo he puesto en **${saved} kcal**, el mayor déficit que recomiendo.`,
      surplus: (asked, saved) =>
        `${asked} kcal serían más de 500 kcal por encima de tu mantenimiento, así que lo he puesto en **${saved} kcal**, el mayor superávit que recomiendo.`,
    },
    meal: (name, kcal, p, foods) => `- **${name}** (${kcal} kcal, ${p} g de proteína): ${foods}`,
    mealsTotal: (kcal, p) => `En total: ${kcal} kcal y ${p} g de proteína.`,
    noNutritionPlan:
      'Todavía no tienes un plan de nutrición. Pídemelo y te lo preparo; después puedo ajustarlo a las calorías que quieras.',
    daysChanged: (days) => `Hecho: ahora tu plan tiene **${days} sesiones por semana**. Así queda la semana:`,
  },
  fr: {
    nutritionChanged: (kcal, p, c, f) =>
      `C’est fait : votre plan nutritionnel passe à **${kcal} kcal** par jour, protéines **${p} g**, glucides **${c} g**, lipides **${f} g**. Je l’ai enregistré et j’ai refait les repas pour qu’ils correspondent :`,
    limited: {
      floor: (asked, saved) =>
        `${asked} kcal est sous le minimum quotidien sûr, j’ai donc mis **${saved} kcal** : je ne descends jamais en dessous.`,
      deficit: (asked, saved) =>
        `${asked} kcal ferait plus de 500 kcal sous votre maintien, j’ai donc mis **${saved} kcal**, le plus grand déficit que je recommande.`,
      surplus: (asked, saved) =>
        `${asked} kcal ferait plus de 500 kcal au-dessus de votre maintien, j’ai donc mis **${saved} kcal**, le plus grand surplus que je recommande.`,
    },
    meal: (name, kcal, p, foods) => `- **${name}** (${kcal} kcal, ${p} g de protéines) : ${foods}`,
    mealsTotal: (kcal, p) => `Au total : ${kcal} kcal et ${p} g de protéines.`,
    noNutritionPlan:
      'Vous n’avez pas encore de plan nutritionnel. Demandez-le-moi et je le prépare ; ensuite je pourrai l’ajuster aux calories que vous voulez.',
    daysChanged: (days) =>
      `C’est fait : votre plan compte maintenant **${days} séances par semaine**. Voici la semaine :`,
  },
  de: {
    nutritionChanged: (kcal, p, c, f) =>
      `Erledigt: Dein Ernährungsplan liegt jetzt bei **${kcal} kcal** am Tag, Eiweiß **${p} g**, Kohlenhydrate **${c} g**, Fett **${f} g**. Ich habe ihn gespeichert und die Mahlzeiten passend neu berechnet:`,
    limited: {
      floor: (asked, saved) =>
        `${asked} kcal liegt unter dem sicheren Tagesminimum, deshalb habe ich **${saved} kcal** eingestellt: Darunter gehe ich nie.`,
      deficit: (asked, saved) =>
        `${asked} kcal wären mehr als 500 kcal unter deinem Erhaltungsbedarf, deshalb habe ich **${saved} kcal** eingestellt, das größte Defizit, das ich empfehle.`,
      surplus: (asked, saved) =>
        `${asked} kcal wären mehr als 500 kcal über deinem Erhaltungsbedarf, deshalb habe ich **${saved} kcal** eingestellt, den größten Überschuss, den ich empfehle.`,
    },
    meal: (name, kcal, p, foods) => `- **${name}** (${kcal} kcal, ${p} g Eiweiß): ${foods}`,
    mealsTotal: (kcal, p) => `Zusammen: ${kcal} kcal und ${p} g Eiweiß.`,
    noNutritionPlan:
      'Du hast noch keinen Ernährungsplan. Bitte mich darum, dann erstelle ich ihn; danach kann ich ihn auf die Kalorien einstellen, die du willst.',
    daysChanged: (days) => `Erledigt: Dein Plan hat jetzt **${days} Einheiten pro Woche**. So sieht die Woche aus:`,
  },
};
