import type { Language } from '#shared/i18n/languages.ts';

type SplitKey = 'full' | 'upperLower' | 'hybrid' | 'ppl';

export type PlanTexts = {
  rirNote: (rir: number) => string;
  fixedNote: string;
  sparedNote: string;
  splitNames: Record<SplitKey, string>;
  planName: (split: string, days: number) => string;
  intro: (days: number, weeks: number) => string;
  rirBlock: string;
  fixedBlock: string;
  progression: string;
  deload: (weeks: number) => string;
  clearance: string;
  injuryNote: string;
};

export const PLAN_TEXTS: Record<Language, PlanTexts> = {
  en: {
    rirNote: (rir) => `Stop each set with ${rir} ${rir === 1 ? 'rep' : 'reps'} in reserve (RIR ${rir}).`,
    fixedNote: 'Pick a load that makes the last rep hard but clean.',
    sparedNote: 'Chosen to spare your injury.',
    splitNames: {
      full: 'Full body',
      upperLower: 'Upper/Lower',
      hybrid: 'Upper/Lower + Push/Pull/Legs',
      ppl: 'Push/Pull/Legs',
    },
    planName: (split, days) => `${split} · ${days} days a week`,
    intro: (days, weeks) =>
      `A ${weeks}-week block with ${days} sessions a week; each muscle is trained about twice a week.`,
    rirBlock:
      'Effort by RIR: train week 1 as written, then move one rep closer to failure each week (for example RIR 3 → 2 → 1, and down to 0 on isolation work), then deload.',
    fixedBlock: 'Fixed reps: do every set for the reps written, with a load that leaves the last rep hard but clean.',
    progression:
      'Progression: when every set reaches the top of the rep range, add the smallest step (2.5 kg upper body, 5 kg lower body); otherwise add one rep next session.',
    deload: (weeks) =>
      `Week ${weeks} is a deload: about half the sets at the same load, to recover before the next block.`,
    clearance:
      'Your health check asks for a physician’s clearance first: keep every set at RIR 3 or more, no heavy sets of 5 reps or fewer and no max tests until you are cleared.',
    injuryNote: 'Exercises that load your injured area were left out. Stop any movement that causes pain.',
  },
  es: {
    rirNote: (rir) =>
      `Termina cada serie con ${rir} ${rir === 1 ? 'repetición' : 'repeticiones'} en reserva (RIR ${rir}).`,
    fixedNote: 'Elige un peso con el que la última repetición cueste pero salga limpia.',
    sparedNote: 'Elegido para proteger tu lesión.',
    splitNames: {
      full: 'Cuerpo completo',
      upperLower: 'Torso/Pierna',
      hybrid: 'Torso/Pierna + Empuje/Tirón/Pierna',
      ppl: 'Empuje/Tirón/Pierna',
    },
    planName: (split, days) => `${split} · ${days} días por semana`,
    intro: (days, weeks) =>
      `Un bloque de ${weeks} semanas con ${days} sesiones por semana; cada músculo se entrena unas dos veces por semana.`,
    rirBlock:
      'Esfuerzo por RIR: haz la semana 1 tal como está escrita y acércate una repetición más al fallo cada semana (por ejemplo RIR 3 → 2 → 1, y hasta 0 en los ejercicios de aislamiento); después, descarga.',
    fixedBlock:
      'Repeticiones fijas: haz cada serie con las repeticiones indicadas y un peso con el que la última cueste pero salga limpia.',
    progression:
      'Progresión: cuando todas las series lleguen al máximo del rango, sube el incremento más pequeño (2,5 kg en tren superior, 5 kg en tren inferior); si no, añade una repetición en la siguiente sesión.',
    deload: (weeks) =>
      `La semana ${weeks} es de descarga: más o menos la mitad de las series con el mismo peso, para recuperarte antes del siguiente bloque.`,
    clearance:
      'Tu cuestionario de salud pide primero la autorización de un médico: mantén todas las series en RIR 3 o más, sin series pesadas de 5 repeticiones o menos y sin tests de máximo hasta que te autoricen.',
    injuryNote:
      'Se han quitado los ejercicios que cargan la zona lesionada. Para cualquier movimiento que te cause dolor.',
  },
  fr: {
    rirNote: (rir) =>
      `Arrêtez chaque série avec ${rir} ${rir === 1 ? 'répétition' : 'répétitions'} en réserve (RIR ${rir}).`,
    fixedNote: 'Choisissez une charge qui rend la dernière répétition difficile mais propre.',
    sparedNote: 'Choisi pour ménager votre blessure.',
    splitNames: {
      full: 'Corps entier',
      upperLower: 'Haut/Bas',
      hybrid: 'Haut/Bas + Poussée/Tirage/Jambes',
      ppl: 'Poussée/Tirage/Jambes',
    },
    planName: (split, days) => `${split} · ${days} jours par semaine`,
    intro: (days, weeks) =>
      `Un bloc de ${weeks} semaines avec ${days} séances par semaine ; chaque muscle est travaillé environ deux fois par semaine.`,
    rirBlock:
      'Effort par RIR : suivez la semaine 1 telle quelle, puis rapprochez-vous d’une répétition de l’échec chaque semaine (par exemple RIR 3 → 2 → 1, jusqu’à 0 sur les exercices d’isolation), puis faites une décharge.',
    fixedBlock:
      'Répétitions fixes : faites chaque série avec les répétitions indiquées et une charge qui rend la dernière difficile mais propre.',
    progression:
      'Progression : quand toutes les séries atteignent le haut de la fourchette, ajoutez le plus petit palier (2,5 kg pour le haut du corps, 5 kg pour le bas) ; sinon, ajoutez une répétition à la séance suivante.',
    deload: (weeks) =>
      `La semaine ${weeks} est une décharge : environ la moitié des séries à la même charge, pour récupérer avant le bloc suivant.`,
    clearance:
      'Votre questionnaire de santé demande d’abord l’accord d’un médecin : gardez chaque série à RIR 3 ou plus, sans séries lourdes de 5 répétitions ou moins ni test de maximum tant que vous n’avez pas cet accord.',
    injuryNote: 'Les exercices qui sollicitent la zone blessée ont été retirés. Arrêtez tout mouvement douloureux.',
  },
  de: {
    rirNote: (rir) =>
      `Beende jeden Satz mit ${rir} ${rir === 1 ? 'Wiederholung' : 'Wiederholungen'} in Reserve (RIR ${rir}).`,
    fixedNote: 'Wähle ein Gewicht, bei dem die letzte Wiederholung schwer, aber sauber ist.',
    sparedNote: 'Ausgewählt, um deine Verletzung zu schonen.',
    splitNames: {
      full: 'Ganzkörper',
      upperLower: 'Oberkörper/Unterkörper',
      hybrid: 'Ober-/Unterkörper + Push/Pull/Beine',
      ppl: 'Push/Pull/Beine',
    },
    planName: (split, days) => `${split} · ${days} Tage pro Woche`,
    intro: (days, weeks) =>
      `Ein Block von ${weeks} Wochen mit ${days} Einheiten pro Woche; jeder Muskel wird etwa zweimal pro Woche trainiert.`,
    rirBlock:
      'Intensität nach RIR: Trainiere Woche 1 wie angegeben und gehe dann jede Woche eine Wiederholung näher ans Muskelversagen (zum Beispiel RIR 3 → 2 → 1, bei Isolationsübungen bis 0); danach folgt ein Deload.',
    fixedBlock:
      'Feste Wiederholungen: Mache jeden Satz mit den angegebenen Wiederholungen und einem Gewicht, bei dem die letzte schwer, aber sauber ist.',
    progression:
      'Progression: Wenn alle Sätze das obere Ende des Wiederholungsbereichs erreichen, erhöhe um die kleinste Stufe (2,5 kg Oberkörper, 5 kg Unterkörper); sonst mache in der nächsten Einheit eine Wiederholung mehr.',
    deload: (weeks) =>
      `Woche ${weeks} ist ein Deload: etwa die Hälfte der Sätze mit gleichem Gewicht, damit du dich vor dem nächsten Block erholst.`,
    clearance:
      'Dein Gesundheitsfragebogen verlangt zuerst eine ärztliche Freigabe: Halte jeden Satz bei RIR 3 oder mehr, keine schweren Sätze mit 5 oder weniger Wiederholungen und keine Maximaltests, bis du freigegeben bist.',
    injuryNote:
      'Übungen, die den verletzten Bereich belasten, wurden weggelassen. Brich jede Bewegung ab, die Schmerzen verursacht.',
  },
};
