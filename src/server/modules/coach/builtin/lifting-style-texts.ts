import type { Language } from '#shared/i18n/languages.ts';

/** Why an Olympic plan leaves the lifts out (decision 019). */
export type OlympicHold = 'injury' | 'clearance' | 'barbell' | 'lowerBack';
export type PullOf = 'clean' | 'snatch';

/** Words of the Olympic and kettlebell plans, per language. Figures come from the planner. */
export type LiftingStyleTexts = {
  olympic: {
    intro: (days: number, weeks: number) => string;
    lifts: string;
    strength: (squat: string, pull: string) => string;
    beginner: string;
    heavyDay: string;
    fixed: string;
    hold: Record<OlympicHold, string>;
    drillNote: string;
    liftNote: string;
    squatLoad: (range: string) => string;
    pullLoad: (range: string, of: PullOf) => string;
  };
  kettlebell: {
    intro: (days: number, weeks: number) => string;
    ballistics: string;
    grinds: string;
    complexNote: string;
    knee: string;
    clearance: string;
    noBell: string;
    complexReps: (reps: number) => string;
    swingNote: string;
    cleanNote: string;
    getUpNote: string;
    snatchNote: string;
  };
};

export const LIFTING_STYLE_TEXTS: Record<Language, LiftingStyleTexts> = {
  en: {
    olympic: {
      intro: (days, weeks) =>
        `A ${weeks}-week Olympic lifting block with ${days} sessions a week, technique first: each session opens with the drill, then the lift of the day, then its pull and squat.`,
      lifts:
        'The lifts (cleans, snatches, jerks): 1-3 reps a set with 2-3 min rest, at a load you move fast and crisp. End the set at the first slow or messy rep, never near failure, and add weight only while every rep looks the same.',
      strength: (squat, pull) =>
        `Pulls and squats: 3-5 reps with 3-4 min rest; squats at about ${squat} % of your estimated 1RM, pulls at about ${pull} % of your best clean or snatch. Add 2.5-5 kg when every set moved well the week before.`,
      beginner:
        'You start from the hang and with the push press: the positions are easier to learn there. The lifts from the floor and the jerk come once every rep looks the same; film a set or lift with a coach now and then.',
      heavyDay: 'Day 4 is for the lifts only: work up to a few crisp singles or doubles, then stop.',
      fixed: 'Fixed reps: do the reps written; the load cue of each exercise sets the weight.',
      hold: {
        injury:
          'The Olympic lifts load the shoulder and the wrist, so they are left out while yours is injured: this plan builds the strength they need with movements that spare it. The bodyweight coach is another good choice until it has healed.',
        clearance:
          'Your health check asks for a physician’s clearance first, and the Olympic lifts are heavy sets of 1-3 reps: this plan keeps to light and moderate strength work until you are cleared.',
        barbell:
          'The Olympic lifts need a barbell, and your profile has none: this plan uses what you have. Add a barbell to your profile and ask me again for the Olympic plan.',
        lowerBack:
          'The cleans, snatches and their pulls load the lower back, so they are left out while yours is injured: this plan builds strength with movements that spare it.',
      },
      drillNote: 'PVC pipe or empty bar: the positions of today’s lift, slowly, then at speed.',
      liftNote: 'Fast and crisp: end the set at the first slow rep.',
      squatLoad: (range) => `About ${range} % of your estimated 1RM.`,
      pullLoad: (range, of) => `About ${range} % of your best ${of === 'clean' ? 'clean' : 'snatch'}.`,
    },
    kettlebell: {
      intro: (days, weeks) =>
        `A ${weeks}-week kettlebell block with ${days} sessions a week: swings and cleans for power, goblet squats, presses and rows for strength, and the get-up for the whole body.`,
      ballistics:
        'Swings, cleans and snatches are hinges: hips back, flat back, shins near vertical, and the hip snap, not the arms, sends the bell. Rest 60-90 s and stop a set when the snap slows.',
      grinds:
        'Squats, presses and rows: 1.5-2 min rest. When every set reaches the top of the range at the target, move up a bell (about 4 kg); otherwise add a rep.',
      complexNote:
        'The complex: the movements one after the other without setting the bell down, then switch sides; rest 2 min between rounds and keep a bell you can press.',
      knee: 'For your knee: squats go to a high box, the get-up (which kneels) and the complex are left out, and the hinge (swings, deadlifts, shins vertical) does the leg work. Stop anything that hurts.',
      clearance:
        'Your health check asks for a physician’s clearance first: every set stays at RIR 3 or more and above 5 reps, so the get-up, the snatch and the complex wait until you are cleared.',
      noBell:
        'There is no kettlebell in your profile, so this plan uses your bodyweight and what you have. Add one to your profile and ask me again for the kettlebell plan.',
      complexReps: (reps) => `${reps} of each`,
      swingNote: 'Hips, not arms: stop when the hip snap slows.',
      cleanNote: 'Keep the bell close; it lands softly on the forearm.',
      getUpNote: 'Slowly, eyes on the bell; learn it with a light bell or a shoe on your fist.',
      snatchNote: 'Punch through at the top so the bell does not bang the wrist.',
    },
  },
  es: {
    olympic: {
      intro: (days, weeks) =>
        `Un bloque de halterofilia de ${weeks} semanas con ${days} sesiones por semana, con la técnica primero: cada sesión empieza con el ejercicio de técnica, luego el levantamiento del día y después su tirón y su sentadilla.`,
      lifts:
        'Los levantamientos (cargadas, arrancadas, envión): 1-3 repeticiones por serie con 2-3 min de descanso, con un peso que muevas rápido y limpio. Corta la serie en la primera repetición lenta o sucia, nunca cerca del fallo, y sube peso solo mientras todas salgan iguales.',
      strength: (squat, pull) =>
        `Tirones y sentadillas: 3-5 repeticiones con 3-4 min de descanso; sentadillas a un ${squat} % de tu 1RM estimado, tirones a un ${pull} % de tu mejor cargada o arrancada. Sube 2,5-5 kg cuando todas las series hayan salido bien la semana anterior.`,
      beginner:
        'Empiezas desde colgado y con el push press: ahí las posiciones se aprenden mejor. Los levantamientos desde el suelo y el envión llegan cuando todas las repeticiones salgan iguales; grábate una serie o entrena con un entrenador de vez en cuando.',
      heavyDay: 'El día 4 es solo para los levantamientos: sube hasta unos pocos singles o dobles limpios y para.',
      fixed: 'Repeticiones fijas: haz las repeticiones indicadas; la pista de carga de cada ejercicio marca el peso.',
      hold: {
        injury:
          'Los levantamientos olímpicos cargan el hombro y la muñeca, así que se quedan fuera mientras tengas la lesión: este plan construye la fuerza que necesitan con ejercicios que la respetan. El entrenador de peso corporal es otra buena opción hasta que se cure.',
        clearance:
          'Tu cuestionario de salud pide primero la autorización de un médico, y los levantamientos olímpicos son series pesadas de 1-3 repeticiones: este plan se queda en fuerza ligera y moderada hasta que te autoricen.',
        barbell:
          'Los levantamientos olímpicos necesitan una barra y tu perfil no tiene ninguna: este plan usa lo que tienes. Añade una barra a tu perfil y vuelve a pedirme el plan de halterofilia.',
        lowerBack:
          'Las cargadas, las arrancadas y sus tirones cargan la zona lumbar, así que se quedan fuera mientras tengas la lesión: este plan construye fuerza con ejercicios que la respetan.',
      },
      drillNote:
        'Palo de PVC o barra vacía: las posiciones del levantamiento del día, primero despacio y luego con velocidad.',
      liftNote: 'Rápido y limpio: corta la serie en la primera repetición lenta.',
      squatLoad: (range) => `Alrededor del ${range} % de tu 1RM estimado.`,
      pullLoad: (range, of) => `Alrededor del ${range} % de tu mejor ${of === 'clean' ? 'cargada' : 'arrancada'}.`,
    },
    kettlebell: {
      intro: (days, weeks) =>
        `Un bloque de kettlebell de ${weeks} semanas con ${days} sesiones por semana: swings y cleans para la potencia, sentadillas goblet, press y remos para la fuerza, y el get-up para todo el cuerpo.`,
      ballistics:
        'Swings, cleans y snatches son bisagras de cadera: cadera atrás, espalda recta, espinillas casi verticales, y el golpe de cadera, no los brazos, lanza la pesa. Descansa 60-90 s y corta la serie cuando el golpe de cadera pierda fuerza.',
      grinds:
        'Sentadillas, press y remos: 1,5-2 min de descanso. Cuando todas las series lleguen al tope del rango con el objetivo, pasa a la siguiente pesa (unos 4 kg); si no, suma una repetición.',
      complexNote:
        'El complejo: los ejercicios uno tras otro sin soltar la pesa y luego cambia de lado; descansa 2 min entre rondas y usa una pesa que puedas levantar en el press.',
      knee: 'Por tu rodilla: las sentadillas van a un cajón alto, el get-up (que apoya la rodilla) y el complejo se quedan fuera, y la bisagra (swings, peso muerto, espinillas verticales) hace el trabajo de piernas. Para cualquier ejercicio que te duela.',
      clearance:
        'Tu cuestionario de salud pide primero la autorización de un médico: todas las series se quedan en RIR 3 o más y por encima de 5 repeticiones, así que el get-up, el snatch y el complejo esperan a que te autoricen.',
      noBell:
        'Tu perfil no tiene kettlebell, así que este plan usa tu peso corporal y lo que tienes. Añade una a tu perfil y vuelve a pedirme el plan de kettlebell.',
      complexReps: (reps) => `${reps} de cada`,
      swingNote: 'Cadera, no brazos: para cuando el golpe de cadera pierda fuerza.',
      cleanNote: 'Lleva la pesa pegada al cuerpo; debe apoyarse suave en el antebrazo.',
      getUpNote: 'Despacio y mirando la pesa; apréndelo con una pesa ligera o con un zapato sobre el puño.',
      snatchNote: 'Mete la mano arriba para que la pesa no te golpee la muñeca.',
    },
  },
  fr: {
    olympic: {
      intro: (days, weeks) =>
        `Un bloc d’haltérophilie de ${weeks} semaines avec ${days} séances par semaine, la technique d’abord : chaque séance commence par les éducatifs, puis le mouvement du jour, puis son tirage et son squat.`,
      lifts:
        'Les mouvements (épaulés, arrachés, jetés) : 1-3 répétitions par série avec 2-3 min de repos, à une charge que vous déplacez vite et proprement. Arrêtez la série à la première répétition lente ou brouillonne, jamais près de l’échec, et n’ajoutez de la charge que tant que chaque répétition reste identique.',
      strength: (squat, pull) =>
        `Tirages et squats : 3-5 répétitions avec 3-4 min de repos ; squats à environ ${squat} % de votre 1RM estimé, tirages à environ ${pull} % de votre meilleur épaulé ou arraché. Ajoutez 2,5-5 kg quand toutes les séries sont bien passées la semaine précédente.`,
      beginner:
        'Vous commencez depuis la suspension et avec le push press : les positions s’y apprennent plus facilement. Les mouvements depuis le sol et le jeté viennent quand chaque répétition est identique ; filmez une série ou travaillez de temps en temps avec un entraîneur.',
      heavyDay: 'Le jour 4 est réservé aux mouvements : montez jusqu’à quelques singles ou doubles nets, puis arrêtez.',
      fixed:
        'Répétitions fixes : faites les répétitions indiquées ; le repère de charge de chaque exercice fixe le poids.',
      hold: {
        injury:
          'Les mouvements d’haltérophilie sollicitent l’épaule et le poignet : ils sont retirés tant que la blessure n’est pas guérie. Ce programme construit la force dont ils ont besoin avec des exercices qui ménagent la blessure ; le coach poids du corps est aussi un bon choix d’ici la guérison.',
        clearance:
          'Votre questionnaire de santé demande d’abord l’accord d’un médecin, et les mouvements d’haltérophilie sont des séries lourdes de 1-3 répétitions : ce programme reste sur un travail de force léger à modéré jusqu’à cet accord.',
        barbell:
          'Les mouvements d’haltérophilie demandent une barre, et votre profil n’en a pas : ce programme utilise ce que vous avez. Ajoutez une barre à votre profil et redemandez-moi le programme d’haltérophilie.',
        lowerBack:
          'Les épaulés, les arrachés et leurs tirages sollicitent le bas du dos : ils sont retirés tant que la blessure n’est pas guérie, et ce programme construit la force avec des exercices qui le ménagent.',
      },
      drillNote: 'Bâton ou barre à vide : les positions du mouvement du jour, lentement, puis avec vitesse.',
      liftNote: 'Vite et net : arrêtez la série à la première répétition lente.',
      squatLoad: (range) => `Environ ${range} % de votre 1RM estimé.`,
      pullLoad: (range, of) => `Environ ${range} % de votre meilleur ${of === 'clean' ? 'épaulé' : 'arraché'}.`,
    },
    kettlebell: {
      intro: (days, weeks) =>
        `Un bloc kettlebell de ${weeks} semaines avec ${days} séances par semaine : swings et cleans pour la puissance, goblet squats, développés et rowings pour la force, et le get-up pour tout le corps.`,
      ballistics:
        'Swings, cleans et snatchs sont des charnières de hanche : hanches en arrière, dos plat, tibias presque verticaux, et c’est l’extension des hanches, pas les bras, qui envoie la kettlebell. Reposez-vous 60-90 s et arrêtez la série quand l’extension ralentit.',
      grinds:
        'Squats, développés et rowings : 1,5-2 min de repos. Quand toutes les séries atteignent le haut de la fourchette à l’objectif, passez à la kettlebell suivante (environ 4 kg) ; sinon, ajoutez une répétition.',
      complexNote:
        'Le complexe : les mouvements enchaînés sans poser la kettlebell, puis changez de côté ; 2 min de repos entre les tours, avec une kettlebell que vous pouvez développer.',
      knee: 'Pour votre genou : les squats se font sur une box haute, le get-up (qui passe à genou) et le complexe sont retirés, et la charnière (swings, soulevés de terre, tibias verticaux) fait le travail des jambes. Arrêtez tout ce qui fait mal.',
      clearance:
        'Votre questionnaire de santé demande d’abord l’accord d’un médecin : chaque série reste à RIR 3 ou plus et au-dessus de 5 répétitions, donc le get-up, le snatch et le complexe attendent cet accord.',
      noBell:
        'Votre profil n’a pas de kettlebell : ce programme utilise le poids du corps et ce que vous avez. Ajoutez-en une à votre profil et redemandez-moi le programme kettlebell.',
      complexReps: (reps) => `${reps} de chaque`,
      swingNote: 'Les hanches, pas les bras : arrêtez quand l’extension ralentit.',
      cleanNote: 'Gardez la kettlebell près du corps ; elle se pose en douceur sur l’avant-bras.',
      getUpNote:
        'Lentement, les yeux sur la kettlebell ; apprenez-le avec une kettlebell légère ou une chaussure sur le poing.',
      snatchNote: 'Passez la main en haut pour que la kettlebell ne frappe pas le poignet.',
    },
  },
  de: {
    olympic: {
      intro: (days, weeks) =>
        `Ein Gewichtheber-Block von ${weeks} Wochen mit ${days} Einheiten pro Woche, Technik zuerst: Jede Einheit beginnt mit den Technikübungen, dann kommt die Disziplin des Tages, danach ihr Zug und ihre Kniebeuge.`,
      lifts:
        'Die Disziplinen (Umsetzen, Reißen, Stoßen): 1-3 Wiederholungen pro Satz mit 2-3 min Pause, mit einem Gewicht, das du schnell und sauber bewegst. Beende den Satz bei der ersten langsamen oder unsauberen Wiederholung, nie nah am Versagen, und leg nur nach, solange jede Wiederholung gleich aussieht.',
      strength: (squat, pull) =>
        `Züge und Kniebeugen: 3-5 Wiederholungen mit 3-4 min Pause; Kniebeugen mit etwa ${squat} % deines geschätzten 1RM, Züge mit etwa ${pull} % deines besten Umsetzens oder Reißens. Leg 2,5-5 kg drauf, wenn in der Woche davor alle Sätze gut liefen.`,
      beginner:
        'Du beginnst aus dem Hang und mit dem Push Press: Dort lernst du die Positionen leichter. Die Disziplinen vom Boden und das Stoßen kommen, sobald jede Wiederholung gleich aussieht; film ab und zu einen Satz oder trainiere mit einem Trainer.',
      heavyDay:
        'Tag 4 gehört nur den Disziplinen: Arbeite dich zu ein paar sauberen Singles oder Doubles hoch und hör dann auf.',
      fixed:
        'Feste Wiederholungen: Mach die angegebenen Wiederholungen; der Lasthinweis jeder Übung bestimmt das Gewicht.',
      hold: {
        injury:
          'Die olympischen Disziplinen belasten Schulter und Handgelenk, deshalb fallen sie weg, solange deine Verletzung besteht: Dieser Plan baut die Kraft, die sie brauchen, mit Übungen auf, die sie schonen. Bis zur Heilung ist auch der Bodyweight-Coach eine gute Wahl.',
        clearance:
          'Dein Gesundheitsfragebogen verlangt zuerst eine ärztliche Freigabe, und die olympischen Disziplinen sind schwere Sätze mit 1-3 Wiederholungen: Dieser Plan bleibt bei leichtem bis moderatem Krafttraining, bis du freigegeben bist.',
        barbell:
          'Für die olympischen Disziplinen brauchst du eine Langhantel, und dein Profil hat keine: Dieser Plan nutzt, was du hast. Trag eine Langhantel in dein Profil ein und frag mich dann noch einmal nach dem Gewichtheber-Plan.',
        lowerBack:
          'Umsetzen, Reißen und ihre Züge belasten den unteren Rücken, deshalb fallen sie weg, solange deine Verletzung besteht: Dieser Plan baut Kraft mit Übungen auf, die ihn schonen.',
      },
      drillNote: 'PVC-Stab oder leere Stange: die Positionen der Disziplin des Tages, erst langsam, dann schnell.',
      liftNote: 'Schnell und sauber: Beende den Satz bei der ersten langsamen Wiederholung.',
      squatLoad: (range) => `Etwa ${range} % deines geschätzten 1RM.`,
      pullLoad: (range, of) => `Etwa ${range} % deines besten ${of === 'clean' ? 'Umsetzens' : 'Reißens'}.`,
    },
    kettlebell: {
      intro: (days, weeks) =>
        `Ein Kettlebell-Block von ${weeks} Wochen mit ${days} Einheiten pro Woche: Swings und Cleans für die Schnellkraft, Goblet-Kniebeugen, Drücken und Rudern für die Kraft und der Get-up für den ganzen Körper.`,
      ballistics:
        'Swings, Cleans und Snatches sind Hüftbeugen: Hüfte nach hinten, gerader Rücken, Schienbeine fast senkrecht, und der Hüftstoß, nicht die Arme, bringt die Kugel nach oben. Mach 60-90 s Pause und beende den Satz, wenn der Hüftstoß langsamer wird.',
      grinds:
        'Kniebeugen, Drücken und Rudern: 1,5-2 min Pause. Erreichen alle Sätze das obere Ende der Spanne beim Ziel, nimm die nächste Kugel (etwa 4 kg mehr); sonst mach eine Wiederholung mehr.',
      complexNote:
        'Der Komplex: die Übungen direkt hintereinander, ohne die Kugel abzustellen, dann Seitenwechsel; 2 min Pause zwischen den Runden, mit einer Kugel, die du noch drücken kannst.',
      knee: 'Für dein Knie: Die Kniebeugen gehen auf eine hohe Box, der Get-up (mit Kniestand) und der Komplex fallen weg, und die Hüftbeuge (Swings, Kreuzheben, Schienbeine senkrecht) übernimmt die Beinarbeit. Hör bei allem auf, was wehtut.',
      clearance:
        'Dein Gesundheitsfragebogen verlangt zuerst eine ärztliche Freigabe: Jeder Satz bleibt bei RIR 3 oder mehr und über 5 Wiederholungen, deshalb warten Get-up, Snatch und Komplex, bis du freigegeben bist.',
      noBell:
        'In deinem Profil steht keine Kettlebell, deshalb nutzt dieser Plan dein Körpergewicht und was du hast. Trag eine in dein Profil ein und frag mich dann noch einmal nach dem Kettlebell-Plan.',
      complexReps: (reps) => `je ${reps}`,
      swingNote: 'Hüfte, nicht Arme: Hör auf, wenn der Hüftstoß langsamer wird.',
      cleanNote: 'Führ die Kugel nah am Körper; sie landet weich auf dem Unterarm.',
      getUpNote: 'Langsam, den Blick auf der Kugel; lern ihn mit einer leichten Kugel oder einem Schuh auf der Faust.',
      snatchNote: 'Stoß oben die Hand durch, damit die Kugel nicht aufs Handgelenk schlägt.',
    },
  },
};
