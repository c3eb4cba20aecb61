import type { ConversationTexts } from './conversation-texts-type.ts';

/** Spanish of Spain, informal "tú". */
export const es: ConversationTexts = {
  muscles: {
    chest: 'pecho',
    back: 'espalda',
    quads: 'cuádriceps',
    hamstrings: 'isquiotibiales',
    glutes: 'glúteos',
    delts: 'hombros',
    biceps: 'bíceps',
    triceps: 'tríceps',
    calves: 'gemelos',
    core: 'core',
  },
  bodyParts: {
    shoulder: 'hombro',
    wrist: 'muñeca',
    elbow: 'codo',
    knee: 'rodilla',
    lower_back: 'zona lumbar',
    hip: 'cadera',
    ankle: 'tobillo',
    neck: 'cuello',
  },
  // "Tu" and the apposition in referTo need no article, so the words can follow each persona.
  categories: {
    strength: 'entrenador de fuerza',
    nutrition: 'coach de nutrición',
    cardio: 'entrenador de cardio',
    yoga: 'profesora de yoga',
    functional: 'coach de entrenamiento funcional',
  },
  injection: (persona, category) =>
    `Soy ${persona}, tu ${category}, y mis notas de trabajo me las guardo para mí. Lo que sí puedo hacer es ayudarte a entrenar y a comer bien.`,
  noWords: '¡Aquí estoy! Cuéntame en pocas palabras qué necesitas.',
  clarify: (s) => {
    const last = s.at(-1) ?? '';
    // "o" becomes "u" before a word starting with the sound o.
    const or = /^h?o/i.test(last) ? 'u' : 'o';
    const list = s.length > 1 ? `${s.slice(0, -1).join(', ')} ${or} ${last}` : last;
    const to = list.startsWith('el ') ? `al ${list.slice(3)}` : `a ${list}`;
    return `Quiero asegurarme de entenderte bien: ¿te refieres ${to}?`;
  },
  suggestions: {
    strength: [
      'un plan de entrenamiento nuevo',
      'cuántas series y repeticiones hacer',
      'registrar una serie que acabas de hacer',
    ],
    nutrition: ['tus calorías y proteína diarias', 'un plan de nutrición', 'qué comer antes y después de entrenar'],
    cardio: ['cuánto cardio hacer a la semana', 'una sesión de HIIT o de zona 2', 'tus zonas de frecuencia cardiaca'],
    yoga: ['una sesión corta de yoga', 'cuánto tiempo mantener cada postura', 'yoga para caderas o espalda rígidas'],
    functional: ['un plan con peso corporal o kettlebell', 'una rutina de movilidad', 'la técnica de un ejercicio'],
  },
  referTo: (persona, category) =>
    `${persona}, ${category} del equipo, puede ayudarte a profundizar en esto: abre un chat con ${persona} con «Nueva sesión».`,
  offer: {
    strength: '¿Quieres que lo incluya en tu plan?',
    nutrition: '¿Quieres que lo convierta en objetivos diarios para ti?',
    cardio: '¿Quieres que lo meta en tu semana?',
    yoga: '¿Te guío en una sesión corta?',
    functional: '¿Quieres que lo incorpore a tu rutina?',
  },
  nutritionPlanPointer: (kcal, protein) =>
    `Tu plan de nutrición ya fija tus objetivos diarios: **${kcal} kcal** y **${protein} g** de proteína. Lo tienes, con sus comidas, en Planes.`,
  painSubstitute: (painful, substitute, part) =>
    `En lugar de ${painful}, prueba con **${substitute}**: trabaja los mismos músculos y es más suave para tu ${part}.`,
  painOfferSwap: (painful, substitute) =>
    `Tienes ${painful} en tu plan. ¿Quieres que ponga ${substitute} en su lugar? Responde «sí» y actualizo tu plan.`,
  painSafetyNet:
    'Deja cualquier movimiento que te duela y consulta a un fisioterapeuta o a un médico si el dolor es agudo, dura más de unos días, hay hinchazón o viene acompañado de entumecimiento, hormigueo o dolor en reposo.',
  planSwapped: (from, to, days) => `Hecho: he cambiado ${from} por **${to}** en tu plan (${days}).`,
  planSwapAbsent: (exercise, names) =>
    `${exercise} no está en tu plan, así que no hay nada que cambiar. Tu plan tiene: ${names}. ¿Quieres que cambie alguno de estos?`,
  planSwapUnknown: (names) =>
    `No tengo claro qué ejercicio de tu plan quieres cambiar. Tu plan tiene: ${names}. ¿Cuál cambio?`,
  planNoPlan: 'Todavía no tienes ningún plan guardado. Pídeme uno y te lo preparo a tu medida.',
  planDaysChanged: (days) => `Hecho: ahora tu plan tiene **${days} sesiones por semana**. Este es el día 1:`,
  e1rm: (exercise, set, epley, brzycki, eff) =>
    `Tu 1RM estimado en ${exercise} es de **${epley} kg** (Epley; con Brzycki salen ${brzycki} kg), calculado con ${set}: ${eff} ${eff === 1 ? 'repetición efectiva' : 'repeticiones efectivas'} contando las que tenías en reserva.`,
  e1rmTooMany: (exercise, set) =>
    `${set} en ${exercise} son más de 12 repeticiones hasta el fallo, demasiadas para estimar un 1RM fiable. Una serie más pesada de 3-8 repeticiones te dará una estimación mejor.`,
  e1rmNoLoad: (exercise) => `No has registrado peso en ${exercise}, así que no hay ningún 1RM que estimar.`,
  noSets:
    'Todavía no has registrado ninguna serie. Dime qué has hecho, por ejemplo «press de banca 60 kg x 8 RIR 2», y lo apunto.',
  noSetsFor: (exercise) => `Todavía no veo ninguna serie registrada de ${exercise}.`,
  recordsHeading: 'Tus mejores marcas hasta ahora (1RM estimado, Epley):',
  recordLine: (exercise, e1rm, set, date) => `- ${exercise}: ${e1rm} kg, con ${set} (${date})`,
  lastSession: (date) => `Tu última sesión, el ${date}:`,
  setLine: (exercise, count, set) => `- ${exercise}: ${count} × ${set}`,
  setsDoneHeading: 'Series duras de los últimos 7 días:',
  setsDoneLine: (muscle, sets, low, high) => `- ${muscle}: ${sets} series (objetivo: ${low}-${high} por semana)`,
  setsDoneNone: 'No has registrado ninguna serie en los últimos 7 días.',
  recoveryReady: (muscles) => `Ya puedes entrenar fuerte: ${muscles}.`,
  recoveryRecovering: (muscle, hours) => `- ${muscle}: le faltan unas ${hours} h para recuperarse`,
  recoveryNone: 'Nada de lo que has registrado estos últimos días sigue en recuperación: puedes darle caña.',
  minutesLeft: (minutes, seconds) =>
    `Hoy te ${minutes === 1 ? 'queda' : 'quedan'} **${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}** de IA (${seconds} s). Si tienes paquetes extra, se gastan primero.`,
  minutesUnknown: 'Los minutos que te quedan aparecen arriba de este chat y en la tarjeta «Minutos de IA hoy».',
  trainingDayNote: (day, muscles) =>
    `Hoy toca el día ${day} de tu plan (${muscles}): haz una comida con hidratos y algo de proteína 1-3 h antes, y toma 20-40 g de proteína después.`,
  tiredLegsNote: (muscles) =>
    `Tus piernas todavía se están recuperando de la última sesión (${muscles}): hoy haz un cardio suave (zona 2), o elige la bici o una opción de tren superior.`,
  fallbackNote: '(Te ha respondido el entrenador integrado de Forja: el modelo de IA no responde en este momento.)',
  backRedFlag:
    '**Por favor, no entrenes hoy y busca atención médica urgente ahora mismo.** El dolor de espalda con entumecimiento en la ingle o en la cara interna de los muslos, pérdida del control de la vejiga o del intestino, o debilidad en las piernas necesita un médico de inmediato: llama al número de emergencias (112 en Europa) o ve a urgencias.',
  planFoods: (foods) => `Tus principales fuentes de proteína en las comidas: ${foods}.`,
  set: (weight, reps, rir) => `${weight} kg × ${reps}${rir !== null ? ` a RIR ${rir}` : ''}`,
  loggedNew: 'Registrado.',
};
