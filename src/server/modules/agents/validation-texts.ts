import type { Language } from '#shared/i18n/languages.ts';

export type ValidationTextKey =
  | 'blockedInjury'
  | 'blockedClearance'
  | 'blockedEatingDisorder'
  | 'warnInjury'
  | 'warnClearance'
  | 'warnBeginner'
  | 'warnImpact';

/** {parts} is replaced by the localised body parts. */
export const VALIDATION_TEXTS: Record<Language, Record<ValidationTextKey, string>> = {
  en: {
    blockedInjury: 'Not recommended with your {parts} injury: this style loads that area heavily.',
    blockedClearance:
      'Your health questionnaire needs a physician’s clearance first, so high-intensity styles are not available.',
    blockedEatingDisorder:
      'A calorie deficit is not safe with the condition you told us about. Please work with a health professional.',
    warnInjury: 'Your coach will adapt exercises around your {parts} injury.',
    warnClearance: 'Check with a physician before you start: your coach will keep the work light to moderate.',
    warnBeginner: 'Demanding for beginners: your coach will start you with lighter, simpler progressions.',
    warnImpact: 'Includes jumps and impact: your coach will offer low-impact options for your {parts}.',
  },
  es: {
    blockedInjury: 'No es recomendable con tu lesión de {parts}: este estilo carga mucho esa zona.',
    blockedClearance:
      'Tu cuestionario de salud requiere primero la autorización de un médico, así que los estilos de alta intensidad no están disponibles.',
    blockedEatingDisorder:
      'Un déficit calórico no es seguro con la condición que nos has indicado. Trabaja con un profesional de la salud.',
    warnInjury: 'Tu entrenador adaptará los ejercicios a tu lesión de {parts}.',
    warnClearance: 'Consulta con un médico antes de empezar: tu entrenador mantendrá una intensidad ligera o moderada.',
    warnBeginner: 'Exigente para principiantes: tu entrenador empezará con progresiones más ligeras y sencillas.',
    warnImpact: 'Incluye saltos e impacto: tu entrenador te ofrecerá opciones de bajo impacto para tu {parts}.',
  },
  fr: {
    blockedInjury: 'Déconseillé avec votre blessure ({parts}) : ce style sollicite fortement cette zone.',
    blockedClearance:
      'Votre questionnaire de santé nécessite d’abord l’accord d’un médecin : les styles à haute intensité ne sont pas disponibles.',
    blockedEatingDisorder:
      'Un déficit calorique n’est pas sûr avec l’état de santé que vous nous avez indiqué. Faites-vous accompagner par un professionnel de santé.',
    warnInjury: 'Votre coach adaptera les exercices à votre blessure ({parts}).',
    warnClearance: 'Consultez un médecin avant de commencer : votre coach gardera une intensité légère à modérée.',
    warnBeginner: 'Exigeant pour les débutants : votre coach commencera par des progressions plus légères et simples.',
    warnImpact: 'Comprend des sauts et des impacts : votre coach proposera des options à faible impact ({parts}).',
  },
  de: {
    blockedInjury: 'Mit deiner Verletzung ({parts}) nicht empfohlen: Dieser Stil belastet diesen Bereich stark.',
    blockedClearance:
      'Laut deinem Gesundheitsfragebogen brauchst du zuerst eine ärztliche Freigabe, deshalb sind hochintensive Stile nicht verfügbar.',
    blockedEatingDisorder:
      'Ein Kaloriendefizit ist bei der von dir genannten Erkrankung nicht sicher. Bitte arbeite mit medizinischem Fachpersonal.',
    warnInjury: 'Dein Coach passt die Übungen an deine Verletzung ({parts}) an.',
    warnClearance:
      'Sprich vor dem Start mit einer Ärztin oder einem Arzt: Dein Coach hält die Belastung leicht bis moderat.',
    warnBeginner: 'Anspruchsvoll für Einsteiger: Dein Coach beginnt mit leichteren, einfacheren Progressionen.',
    warnImpact: 'Enthält Sprünge und Stöße: Dein Coach bietet dir gelenkschonende Varianten für dein(e) {parts}.',
  },
};

export const BODY_PART_NAMES: Record<Language, Record<string, string>> = {
  en: {
    shoulder: 'shoulder',
    wrist: 'wrist',
    elbow: 'elbow',
    knee: 'knee',
    lower_back: 'lower back',
    hip: 'hip',
    ankle: 'ankle',
    neck: 'neck',
  },
  es: {
    shoulder: 'hombro',
    wrist: 'muñeca',
    elbow: 'codo',
    knee: 'rodilla',
    lower_back: 'zona lumbar',
    hip: 'cadera',
    ankle: 'tobillo',
    neck: 'cuello',
  },
  fr: {
    shoulder: 'épaule',
    wrist: 'poignet',
    elbow: 'coude',
    knee: 'genou',
    lower_back: 'bas du dos',
    hip: 'hanche',
    ankle: 'cheville',
    neck: 'cou',
  },
  de: {
    shoulder: 'Schulter',
    wrist: 'Handgelenk',
    elbow: 'Ellbogen',
    knee: 'Knie',
    lower_back: 'unterer Rücken',
    hip: 'Hüfte',
    ankle: 'Sprunggelenk',
    neck: 'Nacken',
  },
};
