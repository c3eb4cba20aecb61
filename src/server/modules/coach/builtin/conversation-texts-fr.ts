import type { ConversationTexts } from './conversation-texts-type.ts';

/** French, "vous". */
export const fr: ConversationTexts = {
  muscles: {
    chest: 'pectoraux',
    back: 'dos',
    quads: 'quadriceps',
    hamstrings: 'ischio-jambiers',
    glutes: 'fessiers',
    delts: 'épaules',
    biceps: 'biceps',
    triceps: 'triceps',
    calves: 'mollets',
    core: 'abdos',
  },
  bodyParts: {
    shoulder: 'épaule',
    wrist: 'poignet',
    elbow: 'coude',
    knee: 'genou',
    lower_back: 'bas du dos',
    hip: 'hanche',
    ankle: 'cheville',
    neck: 'nuque',
  },
  categories: {
    strength: 'coach de force',
    nutrition: 'coach nutrition',
    cardio: 'coach cardio',
    yoga: 'professeure de yoga',
    functional: 'coach en entraînement fonctionnel',
  },
  injection: (persona, category) =>
    `Je suis ${persona}, votre ${category}, et je garde mes notes de travail pour moi. En revanche, je peux vous aider à bien vous entraîner et à bien manger.`,
  noWords: 'Je suis là ! Dites-moi en quelques mots ce dont vous avez besoin.',
  // "Porte sur" takes any noun phrase without elision or contraction (de → d’, du, des).
  clarify: (s) => {
    const list = s.length > 1 ? `${s.slice(0, -1).join(', ')} ou ${s.at(-1)}` : (s[0] ?? '');
    return `Pour bien vous répondre, une précision : votre question porte-t-elle sur ${list} ?`;
  },
  suggestions: {
    strength: [
      'un nouveau programme d’entraînement',
      'le nombre de séries et de répétitions à faire',
      'l’enregistrement d’une série que vous venez de faire',
    ],
    nutrition: [
      'vos calories et protéines quotidiennes',
      'un plan nutritionnel',
      'quoi manger avant et après l’entraînement',
    ],
    cardio: [
      'la quantité de cardio à faire chaque semaine',
      'une séance de HIIT ou en zone 2',
      'vos zones de fréquence cardiaque',
    ],
    yoga: [
      'une courte séance de yoga',
      'la durée de maintien de chaque posture',
      'le yoga pour assouplir les hanches ou le dos',
    ],
    functional: [
      'un programme au poids du corps ou au kettlebell',
      'une routine de mobilité',
      'la technique d’un exercice',
    ],
  },
  referTo: (persona, category) =>
    `${persona}, notre ${category}, peut approfondir ce sujet : ouvrez une discussion avec ${persona} avec « Nouvelle conversation ».`,
  offer: {
    strength: 'Voulez-vous que je l’intègre à votre programme ?',
    nutrition: 'Voulez-vous que j’en fasse des objectifs quotidiens pour vous ?',
    cardio: 'Voulez-vous que je l’ajoute à votre semaine ?',
    yoga: 'Voulez-vous que je vous guide dans une courte séance ?',
    functional: 'Voulez-vous que je l’intègre à votre routine ?',
  },
  nutritionPlanPointer: (kcal, protein) =>
    `Votre programme nutritionnel fixe déjà vos objectifs quotidiens : **${kcal} kcal** et **${protein} g** de protéines. Vous le trouverez, avec ses repas, dans Programmes.`,
  // "Remplacez … par" avoids the elision of "de" before exercise names starting with a vowel.
  painSubstitute: (painful, substitute, part) =>
    `Remplacez ${painful} par **${substitute}** : cet exercice travaille les mêmes muscles et ménage davantage votre ${part}.`,
  painOfferSwap: (painful, substitute) =>
    `${painful} figure dans votre programme. Voulez-vous que je mette ${substitute} à la place ? Répondez « oui » et je mettrai votre programme à jour.`,
  painSafetyNet:
    'Arrêtez tout mouvement douloureux, et consultez un kinésithérapeute ou un médecin si la douleur est vive, dure plus de quelques jours, s’accompagne d’un gonflement, d’engourdissements, de fourmillements ou d’une douleur au repos.',
  planSwapped: (from, to, days) => `C’est fait : **${to}** remplace désormais ${from} dans votre programme (${days}).`,
  planSwapAbsent: (exercise, names) =>
    `${exercise} n’est pas dans ton programme, il n’y a donc rien à remplacer. Ton programme contient : ${names}. Tu veux que je change l’un de ces exercices ?`,
  planSwapUnknown: (names) =>
    `Je n’ai pas compris quel exercice de votre programme remplacer. Votre programme contient : ${names}. Lequel dois-je remplacer ?`,
  planNoPlan:
    'Vous n’avez pas encore de programme enregistré. Demandez-m’en un et je le construirai sur mesure pour vous.',
  planDaysChanged: (days) =>
    `C’est fait : votre programme compte désormais **${days} séances par semaine**. Voici le jour 1 :`,
  e1rm: (exercise, set, epley, brzycki, eff) =>
    `${exercise} : votre 1RM estimé est de **${epley} kg** (Epley ; Brzycki donne ${brzycki} kg), d’après ${set}, soit ${eff} ${eff === 1 ? 'répétition effective' : 'répétitions effectives'} en comptant les répétitions en réserve.`,
  e1rmTooMany: (exercise, set) =>
    `${exercise} : ${set}, c’est plus de 12 répétitions jusqu’à l’échec, trop pour estimer un 1RM fiable. Une série plus lourde de 3-8 répétitions donnera une meilleure estimation.`,
  e1rmNoLoad: (exercise) => `${exercise} : aucune charge n’est enregistrée, il n’y a donc pas de 1RM à estimer.`,
  noSets:
    'Vous n’avez encore enregistré aucune série. Dites-moi ce que vous avez fait, par exemple « développé couché 60 kg x 8 RIR 2 », et je le noterai.',
  noSetsFor: (exercise) => `Je ne vois encore aucune série enregistrée pour ${exercise}.`,
  recordsHeading: 'Vos meilleures performances jusqu’ici (1RM estimé, Epley) :',
  recordLine: (exercise, e1rm, set, date) => `- ${exercise} : ${e1rm} kg, d’après ${set} (${date})`,
  lastSession: (date) => `Votre dernière séance, le ${date} :`,
  setLine: (exercise, count, set) => `- ${exercise} : ${count} × ${set}`,
  setsDoneHeading: 'Séries intenses sur les 7 derniers jours :',
  setsDoneLine: (muscle, sets, low, high) => `- ${muscle} : ${sets} séries (objectif : ${low}-${high} par semaine)`,
  setsDoneNone: 'Aucune série enregistrée sur les 7 derniers jours.',
  recoveryReady: (muscles) => `Récupération terminée, vous pouvez pousser fort : ${muscles}.`,
  recoveryRecovering: (muscle, hours) => `- ${muscle} : encore environ ${hours} h de récupération`,
  recoveryNone:
    'Rien de ce que vous avez enregistré ces derniers jours n’est encore en récupération : vous pouvez y aller.',
  minutesLeft: (minutes, seconds) =>
    `Il vous reste **${minutes} ${minutes <= 1 ? 'minute' : 'minutes'}** d’IA aujourd’hui (${seconds} s). Si vous avez des packs supplémentaires, ils sont utilisés en premier.`,
  minutesUnknown:
    'Les minutes qu’il vous reste sont indiquées en haut de cette discussion et sur la carte « Minutes d’IA aujourd’hui ».',
  trainingDayNote: (day, muscles) =>
    `Aujourd’hui, c’est le jour ${day} de votre programme (${muscles}) : prenez un repas avec des glucides et un peu de protéines 1-3 h avant, et 20-40 g de protéines après.`,
  tiredLegsNote: (muscles) =>
    `Vos jambes récupèrent encore de votre dernière séance (${muscles}) : gardez un cardio facile aujourd’hui (zone 2), ou choisissez le vélo ou une option pour le haut du corps.`,
  fallbackNote: '(Réponse du coach intégré de Forja : le modèle d’IA ne répond pas pour le moment.)',
  backRedFlag:
    '**S’il vous plaît, ne vous entraînez pas aujourd’hui et consultez un médecin en urgence dès maintenant.** Une douleur au dos accompagnée d’un engourdissement de l’aine ou de l’intérieur des cuisses, d’une perte de contrôle de la vessie ou des intestins, ou d’une faiblesse dans les jambes demande un avis médical immédiat : appelez le numéro d’urgence (112 en Europe) ou rendez-vous aux urgences.',
  planFoods: (foods) => `Principales sources de protéines de vos repas : ${foods}.`,
  set: (weight, reps, rir) => `${weight} kg × ${reps}${rir !== null ? ` à RIR ${rir}` : ''}`,
  loggedNew: 'Enregistré.',
};
