import type { ConversationTexts } from './conversation-texts-type.ts';

/** A body part with its possessive in the accusative ("schont deinen Nacken"). */
const YOUR_PART: Record<string, string> = {
  Schulter: 'deine Schulter',
  Handgelenk: 'dein Handgelenk',
  Ellbogen: 'deinen Ellbogen',
  Knie: 'dein Knie',
  'unterer Rücken': 'deinen unteren Rücken',
  Hüfte: 'deine Hüfte',
  Sprunggelenk: 'dein Sprunggelenk',
  Nacken: 'deinen Nacken',
};

/** German, informal "du". */
export const de: ConversationTexts = {
  muscles: {
    chest: 'Brust',
    back: 'Rücken',
    quads: 'Quadrizeps',
    hamstrings: 'Beinbeuger',
    glutes: 'Gesäß',
    delts: 'Schultern',
    biceps: 'Bizeps',
    triceps: 'Trizeps',
    calves: 'Waden',
    core: 'Rumpf',
  },
  bodyParts: {
    shoulder: 'Schulter',
    wrist: 'Handgelenk',
    elbow: 'Ellbogen',
    knee: 'Knie',
    lower_back: 'unterer Rücken',
    hip: 'Hüfte',
    ankle: 'Sprunggelenk',
    neck: 'Nacken',
  },
  // All masculine "Coach" nouns, so "dein" and "unser" fit every persona.
  categories: {
    strength: 'Kraftcoach',
    nutrition: 'Ernährungscoach',
    cardio: 'Cardio-Coach',
    yoga: 'Yoga-Coach',
    functional: 'Coach für Functional Training',
  },
  injection: (persona, category) =>
    `Ich bin ${persona}, dein ${category}, und meine Arbeitsnotizen behalte ich für mich. Was ich aber kann: dir helfen, gut zu trainieren und dich gut zu ernähren.`,
  noWords: 'Ich bin da! Sag mir in ein paar Worten, was du brauchst.',
  clarify: (s) => {
    const list = s.length > 1 ? `${s.slice(0, -1).join(', ')} oder ${s.at(-1)}` : (s[0] ?? '');
    return `Damit ich dich richtig verstehe: Meinst du ${list}?`;
  },
  suggestions: {
    strength: [
      'einen neuen Trainingsplan',
      'wie viele Sätze und Wiederholungen du machen solltest',
      'das Eintragen eines Satzes, den du gerade gemacht hast',
    ],
    nutrition: [
      'deine täglichen Kalorien und dein Eiweiß',
      'einen Ernährungsplan',
      'was du rund ums Training essen solltest',
    ],
    cardio: [
      'wie viel Cardio du pro Woche machen solltest',
      'eine HIIT- oder Zone-2-Einheit',
      'deine Herzfrequenzzonen',
    ],
    yoga: [
      'eine kurze Yoga-Einheit',
      'wie lange du jede Haltung halten solltest',
      'Yoga bei steifen Hüften oder steifem Rücken',
    ],
    functional: ['einen Plan mit Körpergewicht oder Kettlebell', 'eine Mobility-Routine', 'die Technik einer Übung'],
  },
  referTo: (persona, category) =>
    `${persona}, unser ${category}, kann hier noch tiefer einsteigen: Starte mit „Neuer Chat“ einen Chat mit ${persona}.`,
  offer: {
    strength: 'Soll ich das in deinen Plan einbauen?',
    nutrition: 'Soll ich daraus Tagesziele für dich machen?',
    cardio: 'Soll ich das in deine Woche einplanen?',
    yoga: 'Soll ich dich durch eine kurze Einheit führen?',
    functional: 'Soll ich das in deine Routine einbauen?',
  },
  nutritionPlanPointer: (kcal, protein) =>
    `Dein Ernährungsplan legt deine Tagesziele schon fest: **${kcal} kcal** und **${protein} g** Eiweiß. Du findest ihn mit seinen Mahlzeiten unter Pläne.`,
  painSubstitute: (painful, substitute, part) =>
    `Probier statt ${painful} mal **${substitute}**: Die Übung trainiert dieselben Muskeln und schont ${YOUR_PART[part] ?? `den Bereich ${part}`}.`,
  painOfferSwap: (painful, substitute) =>
    `${painful} steht in deinem Plan. Soll ich stattdessen ${substitute} einplanen? Antworte mit „ja“, dann passe ich deinen Plan an.`,
  painSafetyNet:
    'Brich jede Bewegung ab, die wehtut, und lass es physiotherapeutisch oder ärztlich abklären, wenn der Schmerz stechend ist, länger als ein paar Tage anhält, eine Schwellung auftritt oder Taubheit, Kribbeln oder Schmerzen in Ruhe dazukommen.',
  planSwapped: (from, to, days) => `Erledigt: **${to}** ersetzt jetzt ${from} in deinem Plan (${days}).`,
  planSwapAbsent: (exercise, names) =>
    `${exercise} ist nicht in deinem Plan, da gibt es nichts zu tauschen. Dein Plan enthält: ${names}. Soll ich eine dieser Übungen ändern?`,
  planSwapUnknown: (names) =>
    `Ich konnte nicht erkennen, welche Übung aus deinem Plan ich ersetzen soll. In deinem Plan stehen: ${names}. Welche soll ich tauschen?`,
  planNoPlan:
    'Du hast noch keinen gespeicherten Plan. Frag mich nach einem, dann stelle ich ihn ganz auf dich abgestimmt zusammen.',
  planDaysChanged: (days) => `Erledigt: Dein Plan hat jetzt **${days} Einheiten pro Woche**. Hier ist Tag 1:`,
  e1rm: (exercise, set, epley, brzycki, eff) =>
    `${exercise}: Dein geschätztes 1RM liegt bei **${epley} kg** (Epley; nach Brzycki ${brzycki} kg), berechnet aus ${set}, also ${eff} ${eff === 1 ? 'effektiver Wiederholung' : 'effektiven Wiederholungen'} inklusive der Wiederholungen in Reserve.`,
  e1rmTooMany: (exercise, set) =>
    `${exercise}: ${set} sind mehr als 12 Wiederholungen bis zum Muskelversagen, zu viele für eine verlässliche 1RM-Schätzung. Ein schwererer Satz mit 3-8 Wiederholungen liefert einen besseren Wert.`,
  e1rmNoLoad: (exercise) => `${exercise} ist ohne Gewicht eingetragen, daher gibt es kein 1RM zu schätzen.`,
  noSets:
    'Du hast noch keine Sätze eingetragen. Sag mir, was du gemacht hast, zum Beispiel „Bankdrücken 60 kg x 8 RIR 2“, dann trage ich es ein.',
  noSetsFor: (exercise) => `Ich sehe noch keine eingetragenen Sätze für ${exercise}.`,
  recordsHeading: 'Deine bisherigen Bestleistungen (geschätztes 1RM, Epley):',
  recordLine: (exercise, e1rm, set, date) => `- ${exercise}: ${e1rm} kg, aus ${set} (${date})`,
  lastSession: (date) => `Deine letzte Einheit am ${date}:`,
  setLine: (exercise, count, set) => `- ${exercise}: ${count} × ${set}`,
  setsDoneHeading: 'Harte Sätze in den letzten 7 Tagen:',
  setsDoneLine: (muscle, sets, low, high) => `- ${muscle}: ${sets} Sätze (Ziel: ${low}-${high} pro Woche)`,
  setsDoneNone: 'In den letzten 7 Tagen hast du keine Sätze eingetragen.',
  recoveryReady: (muscles) => `Bereit für hartes Training: ${muscles}.`,
  recoveryRecovering: (muscle, hours) => `- ${muscle}: noch etwa ${hours} h bis zur vollen Erholung`,
  recoveryNone: 'Nichts, was du in den letzten Tagen eingetragen hast, muss sich noch erholen: Du kannst loslegen.',
  minutesLeft: (minutes, seconds) =>
    `Du hast heute noch **${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}** KI-Zeit (${seconds} s). Falls du Zusatzpakete hast, werden diese zuerst verbraucht.`,
  minutesUnknown: 'Wie viele Minuten du noch hast, siehst du oben in diesem Chat und auf der Karte „KI-Minuten heute“.',
  trainingDayNote: (day, muscles) =>
    `Heute ist Tag ${day} deines Plans (${muscles}): Iss 1-3 h vorher eine Mahlzeit mit Kohlenhydraten und etwas Eiweiß und danach 20-40 g Eiweiß.`,
  tiredLegsNote: (muscles) =>
    `Deine Beine erholen sich noch von der letzten Einheit (${muscles}): Halte das Cardio heute locker (Zone 2) oder wähle das Rad oder eine Variante für den Oberkörper.`,
  fallbackNote: '(Antwort von Forjas integriertem Coach: Das KI-Modell antwortet gerade nicht.)',
  backRedFlag:
    '**Bitte trainiere heute nicht und hol dir jetzt sofort ärztliche Hilfe.** Rückenschmerzen mit Taubheit in der Leiste oder an den Innenseiten der Oberschenkel, mit Verlust der Kontrolle über Blase oder Darm oder mit Schwäche in den Beinen müssen sofort ärztlich abgeklärt werden: Ruf den Notruf an (112 in Europa) oder geh in die nächste Notaufnahme.',
  planFoods: (foods) => `Deine wichtigsten Eiweißquellen in den Mahlzeiten: ${foods}.`,
  set: (weight, reps, rir) => `${weight} kg × ${reps}${rir !== null ? ` bei RIR ${rir}` : ''}`,
  loggedNew: 'Eingetragen.',
};
