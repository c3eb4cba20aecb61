import type { Language } from '#shared/i18n/languages.ts';

/**
 * What a plan says when the style's usual implement is missing and the nearest real variation
 * is used instead (decision 039), and the powerlifting plan's own words.
 */
export type EquipmentTexts = {
  olympicNoBarbell: (kettlebell: boolean) => string;
  kettlebellDumbbell: string;
  powerlifting: { intro: (days: number, weeks: number) => string; heavy: string; noBarbell: string };
  /** Rowing without a rower: the same steady work and repeats on the bike or running. */
  noRower: (bike: boolean) => string;
  /** HIIT without a bike: the intervals run or done as bodyweight moves. */
  noBike: string;
};

export const EQUIPMENT_TEXTS: Record<Language, EquipmentTexts> = {
  en: {
    olympicNoBarbell: (kb) =>
      `No barbell: the snatch, the clean and the jerk are done with dumbbells${kb ? ' and a kettlebell' : ''}, the nearest real variations, still at 2-3 crisp reps (a side for one-arm lifts); swings and Romanian deadlifts stand in for the pulls, goblet squats for the barbell squats. Load by feel: every rep fast and clean.`,
    kettlebellDumbbell:
      'No kettlebell: the week is done with one dumbbell, the nearest bell. Swing it held by one end, clean and snatch it one arm at a time, hold it for the get-up and the goblet squat; the same reps and rests.',
    powerlifting: {
      intro: (days, weeks) =>
        `${days} sessions a week for ${weeks} weeks around the squat, the bench press and the deadlift: each lift heavy once a week and for volume once, at 75-90 % of your 1RM, 3-5 min rest between heavy sets, then rows, presses and core.`,
      heavy: 'Heavy day: work up to your top sets, same load on every set.',
      noBarbell:
        'No barbell: the squat, the bench press and the deadlift are trained as their nearest patterns with what you have (goblet squat, dumbbell bench press, dumbbell Romanian deadlift) at 5-8 reps; when the dumbbells get light, slow the lowering to 3 s before adding reps.',
    },
    noRower: (bike) =>
      `No rower: the same steady sessions and repeats ${bike ? 'on the bike' : 'running'}, the nearest whole-body endurance work, at the same efforts; 2-minute repeats stand in for the 500 m pieces.`,
    noBike: 'No bike: the intervals are run (or done as fast bodyweight moves on the spot), at the same work and rest.',
  },
  es: {
    olympicNoBarbell: (kb) =>
      `Sin barra: la arrancada, la cargada y el envión se hacen con mancuernas${kb ? ' y kettlebell' : ''}, las variantes reales más cercanas, igual a 2-3 repeticiones explosivas (por lado en los de un brazo); los swings y el peso muerto rumano sustituyen a los tirones, la sentadilla goblet a las sentadillas con barra. Carga por sensaciones: cada repetición rápida y limpia.`,
    kettlebellDumbbell:
      'Sin kettlebell: la semana se hace con una mancuerna, la pesa más parecida. Haz el swing sujetándola por un extremo, la cargada y el snatch a un brazo, y sostenla en el get-up y la sentadilla goblet; mismas repeticiones y descansos.',
    powerlifting: {
      intro: (days, weeks) =>
        `${days} sesiones por semana durante ${weeks} semanas en torno a la sentadilla, el press de banca y el peso muerto: cada levantamiento pesado una vez por semana y con volumen otra, al 75-90 % de tu 1RM, 3-5 min de descanso entre series pesadas, y después remos, presses y core.`,
      heavy: 'Día pesado: sube hasta tus series top, la misma carga en todas las series.',
      noBarbell:
        'Sin barra: la sentadilla, el press de banca y el peso muerto se entrenan con sus patrones más cercanos con lo que tienes (sentadilla goblet, press de banca con mancuernas, peso muerto rumano con mancuernas) a 5-8 repeticiones; cuando las mancuernas se queden ligeras, baja en 3 s antes de añadir repeticiones.',
    },
    noRower: (bike) =>
      `Sin remo: las mismas sesiones continuas y series ${bike ? 'en bici' : 'corriendo'}, el trabajo de resistencia más parecido, con los mismos esfuerzos; series de 2 minutos sustituyen a los 500 m.`,
    noBike:
      'Sin bici: los intervalos se hacen corriendo (o con ejercicios rápidos de peso corporal en el sitio), con el mismo trabajo y descanso.',
  },
  fr: {
    olympicNoBarbell: (kb) =>
      `Sans barre : l’arraché, l’épaulé et le jeté se font aux haltères${kb ? ' et au kettlebell' : ''}, les variantes réelles les plus proches, toujours à 2-3 répétitions explosives (par côté pour les mouvements à un bras) ; swings et soulevés de terre roumains remplacent les tirages, le squat goblet les squats à la barre. Chargez au ressenti : chaque répétition rapide et propre.`,
    kettlebellDumbbell:
      'Sans kettlebell : la semaine se fait avec un haltère, la charge la plus proche. Swinguez-le tenu par une extrémité, faites l’épaulé et l’arraché à un bras, tenez-le pour le get-up et le squat goblet ; mêmes répétitions et repos.',
    powerlifting: {
      intro: (days, weeks) =>
        `${days} séances par semaine pendant ${weeks} semaines autour du squat, du développé couché et du soulevé de terre : chaque mouvement lourd une fois par semaine et en volume une fois, à 75-90 % de votre 1RM, 3-5 min de repos entre les séries lourdes, puis rowings, développés et gainage.`,
      heavy: 'Jour lourd : montez jusqu’à vos séries principales, même charge sur chaque série.',
      noBarbell:
        'Sans barre : le squat, le développé couché et le soulevé de terre sont travaillés par leurs schémas les plus proches avec ce que vous avez (squat goblet, développé couché aux haltères, soulevé de terre roumain aux haltères) à 5-8 répétitions ; quand les haltères deviennent légers, descendez en 3 s avant d’ajouter des répétitions.',
    },
    noRower: (bike) =>
      `Sans rameur : les mêmes séances continues et répétitions ${bike ? 'à vélo' : 'en course à pied'}, le travail d’endurance le plus proche, aux mêmes efforts ; des répétitions de 2 minutes remplacent les 500 m.`,
    noBike:
      'Sans vélo : les intervalles se font en courant (ou en mouvements rapides au poids du corps sur place), avec le même effort et le même repos.',
  },
  de: {
    olympicNoBarbell: (kb) =>
      `Keine Langhantel: Reißen, Umsetzen und Stoßen machst du mit Kurzhanteln${kb ? ' und Kettlebell' : ''}, den nächsten echten Varianten, weiterhin mit 2-3 explosiven Wiederholungen (pro Seite bei einarmigen Übungen); Swings und rumänisches Kreuzheben ersetzen die Züge, Goblet-Kniebeugen die Langhantelkniebeugen. Lade nach Gefühl: jede Wiederholung schnell und sauber.`,
    kettlebellDumbbell:
      'Keine Kettlebell: Die Woche läuft mit einer Kurzhantel, dem nächsten Gewicht. Schwing sie an einem Ende gehalten, setz sie einarmig um und reiß sie, halte sie beim Get-up und der Goblet-Kniebeuge; gleiche Wiederholungen und Pausen.',
    powerlifting: {
      intro: (days, weeks) =>
        `${days} Einheiten pro Woche über ${weeks} Wochen rund um Kniebeuge, Bankdrücken und Kreuzheben: jede Übung einmal pro Woche schwer und einmal mit Volumen, bei 75-90 % deines 1RM, 3-5 min Pause zwischen schweren Sätzen, danach Rudern, Drücken und Rumpf.`,
      heavy: 'Schwerer Tag: Steigere dich bis zu deinen Topsätzen, gleiche Last in jedem Satz.',
      noBarbell:
        'Keine Langhantel: Kniebeuge, Bankdrücken und Kreuzheben trainierst du mit ihren nächsten Mustern mit dem, was du hast (Goblet-Kniebeuge, Kurzhantel-Bankdrücken, rumänisches Kreuzheben mit Kurzhanteln) bei 5-8 Wiederholungen; werden die Hanteln zu leicht, senk 3 s lang ab, bevor du Wiederholungen addierst.',
    },
    noRower: (bike) =>
      `Kein Rudergerät: dieselben ruhigen Einheiten und Wiederholungen ${bike ? 'auf dem Rad' : 'laufend'}, die nächste Ausdauerarbeit, bei gleicher Anstrengung; 2-Minuten-Intervalle ersetzen die 500-m-Stücke.`,
    noBike:
      'Kein Rad: Die Intervalle werden gelaufen (oder als schnelle Körpergewichtsübungen auf der Stelle), mit gleicher Belastung und Pause.',
  },
};
