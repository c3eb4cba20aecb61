import type { Language } from '#shared/i18n/languages.ts';

export type CardioMode = 'bike' | 'run' | 'rower' | 'walk';

/** Words of the non-lifting plans (yoga, cardio, mobility), per language. Figures come from the planner. */
export type StyleTexts = {
  planName: (style: string, sessions: number) => string;
  sessionName: (style: string, minutes: number) => string;
  sessionSaved: (name: string, minutes: number) => string;
  describe: {
    yin: (holdMin: number) => string;
    vinyasa: string;
    restorative: (holdMin: number) => string;
    hiit: string;
    endurance: (weeklyMinutes: number) => string;
    rowing: string;
    mobility: string;
  };
  perSideNote: string;
  breaths: (n: number) => string;
  flowEffort: string;
  warmUp: (mode: CardioMode) => string;
  coolDown: string;
  intervals: (mode: CardioMode) => string;
  zone2: (mode: CardioMode) => string;
  longSession: (mode: CardioMode) => string;
  rowingDrill: string;
  steadyRow: string;
  rowRepeats: string;
  effort: { hard: string; easy: string; zone2: string; steadyRate: string; repeatRate: string; drill: string };
  notes: { lowerBack: string; kneeRowing: string; kneeImpact: string; clearance: string; props: string };
  eachSide: string;
};

const en: StyleTexts = {
  planName: (style, n) => `${style} · ${n} sessions a week`,
  sessionName: (style, m) => `${style} · ${m}-minute session`,
  sessionSaved: (name, m) =>
    `Here’s your session: **${name}**, about ${m} minutes. I’ve saved it to your plans, so you can start it from there.`,
  describe: {
    yin: (m) =>
      `Slow floor poses held about ${m} min each, muscles relaxed, breathing long and calm. Go to a mild stretch, never pain; ease out at once if anything feels sharp, burning or nervy. Add 30-60 s a week to the holds as your body gets used to them.`,
    vinyasa:
      'Flows that link one movement to one breath: sun salutations to warm up, standing poses held 3-5 breaths, then floor poses and 5 min of rest. Bend your knees in folds and skip any pose that loads a sore area.',
    restorative: (m) =>
      `Fully supported poses held ${m} min or more with a bolster, blocks and a blanket, so nothing has to work. Breathe slowly with a longer exhale, about 6 breaths a minute, and stay warm.`,
    hiit: 'HIIT 2 times a week, never on consecutive days, each after a 5-10 min warm-up, plus one easy zone 2 session. Hard intervals at RPE 8-9 of 10 (about 85-95 % of your maximum heart rate); progress one thing at a time: a round more, a longer work bout or a shorter rest.',
    endurance: (w) =>
      `About ${w} min a week, 80 % of it in zone 2: a pace at which you can still talk (about 60-70 % of your maximum heart rate), with one longer session. Add about 10 % a week at most, and take an easier week every 3-4 weeks.`,
    rowing:
      'Technique first: on the drive legs, body, arms; on the recovery arms, body, legs, at about 1:2 drive to recovery, damper 3-5. Steady pieces at 18-22 strokes a minute, intervals at 24-28; track your 500 m split to see progress.',
    mobility:
      'Short joint-by-joint routines, 10-15 min, best most days: slow controlled circles, then stretches held at a mild edge. Effort stays around 3-4 of 10; never push into sharp pain.',
  },
  perSideNote: 'Each side.',
  breaths: (n) => `${n} breaths`,
  flowEffort: 'one breath per movement',
  warmUp: (m) => `Easy warm-up (${MODE.en[m]})`,
  coolDown: 'Cool-down, easy pace',
  intervals: (m) => `Intervals (${MODE.en[m]})`,
  zone2: (m) => `Zone 2 ${MODE.en[m]}`,
  longSession: (m) => `Long zone 2 ${MODE.en[m]}`,
  rowingDrill: 'Technique drill: arms only, arms + body, then full slide (pick drill)',
  steadyRow: 'Steady row',
  rowRepeats: '500 m repeats, equal rest',
  effort: {
    hard: 'hard, RPE 8-9',
    easy: 'easy',
    zone2: 'zone 2, you can still talk',
    steadyRate: '18-22 strokes/min, zone 2',
    repeatRate: '24-28 strokes/min, same split each rep',
    drill: '18-20 strokes/min, smooth',
  },
  notes: {
    lowerBack: 'Forward folds under load are left out for your lower back.',
    kneeRowing: 'For your knee: a shorter slide (stop before the knee bends fully) and stop if it hurts.',
    kneeImpact: 'On the bike, not running or jumping, to spare your knee or ankle.',
    clearance: 'Your health check asks for a physician’s clearance: everything stays easy to moderate until then.',
    props: 'Props: bolster or firm cushions, 2 blocks, a blanket.',
  },
  eachSide: 'each side',
};

const MODE: Record<Language, Record<CardioMode, string>> = {
  en: { bike: 'bike', run: 'run', rower: 'rower', walk: 'brisk walk' },
  es: { bike: 'bici', run: 'carrera', rower: 'remo', walk: 'caminata rápida' },
  fr: { bike: 'vélo', run: 'course', rower: 'rameur', walk: 'marche rapide' },
  de: { bike: 'Rad', run: 'Laufen', rower: 'Rudergerät', walk: 'zügiges Gehen' },
};

const es: StyleTexts = {
  planName: (style, n) => `${style} · ${n} sesiones por semana`,
  sessionName: (style, m) => `${style} · sesión de ${m} minutos`,
  sessionSaved: (name, m) =>
    `Aquí tienes tu sesión: **${name}**, unos ${m} minutos. La he guardado en tus planes para que puedas empezarla desde allí.`,
  describe: {
    yin: (m) =>
      `Posturas lentas en el suelo mantenidas unos ${m} min cada una, con los músculos relajados y la respiración larga y tranquila. Llega a un estiramiento suave, nunca al dolor; sal enseguida si algo pincha, quema o se nota en los nervios. Añade 30-60 s por semana a cada postura a medida que tu cuerpo se acostumbra.`,
    vinyasa:
      'Flujos que unen un movimiento a cada respiración: saludos al sol para calentar, posturas de pie de 3-5 respiraciones, después posturas en el suelo y 5 min de descanso. Dobla las rodillas en las flexiones y salta cualquier postura que cargue una zona dolorida.',
    restorative: (m) =>
      `Posturas totalmente apoyadas de ${m} min o más con bolster, bloques y manta, para que nada tenga que trabajar. Respira despacio con la exhalación más larga, unas 6 respiraciones por minuto, y mantén el calor.`,
    hiit: 'HIIT 2 veces por semana, nunca en días seguidos, siempre tras 5-10 min de calentamiento, y una sesión suave en zona 2. Intervalos duros a RPE 8-9 sobre 10 (un 85-95 % de tu frecuencia cardiaca máxima); progresa en una sola cosa cada vez: una ronda más, un esfuerzo más largo o menos descanso.',
    endurance: (w) =>
      `Unos ${w} min a la semana, el 80 % en zona 2: un ritmo al que aún puedes hablar (un 60-70 % de tu frecuencia cardiaca máxima), con una sesión más larga. Sube como mucho un 10 % por semana y haz una semana más suave cada 3-4 semanas.`,
    rowing:
      'Primero la técnica: en la tracción piernas, tronco, brazos; en la recuperación brazos, tronco, piernas, con un ritmo de 1:2 entre tracción y recuperación y el damper en 3-5. Tramos continuos a 18-22 paladas por minuto e intervalos a 24-28; apunta tu parcial de 500 m para ver el progreso.',
    mobility:
      'Rutinas cortas articulación por articulación, de 10-15 min, mejor casi a diario: círculos lentos y controlados y después estiramientos mantenidos en un punto suave. El esfuerzo se queda en 3-4 sobre 10; nunca entres en un dolor agudo.',
  },
  perSideNote: 'Cada lado.',
  breaths: (n) => `${n} respiraciones`,
  flowEffort: 'una respiración por movimiento',
  warmUp: (m) => `Calentamiento suave (${MODE.es[m]})`,
  coolDown: 'Vuelta a la calma, ritmo suave',
  intervals: (m) => `Intervalos (${MODE.es[m]})`,
  zone2: (m) => `Zona 2: ${MODE.es[m]}`,
  longSession: (m) => `Sesión larga en zona 2: ${MODE.es[m]}`,
  rowingDrill: 'Ejercicio técnico: solo brazos, brazos + tronco y luego recorrido completo (pick drill)',
  steadyRow: 'Remo continuo',
  rowRepeats: 'Series de 500 m, mismo descanso',
  effort: {
    hard: 'duro, RPE 8-9',
    easy: 'suave',
    zone2: 'zona 2, aún puedes hablar',
    steadyRate: '18-22 paladas/min, zona 2',
    repeatRate: '24-28 paladas/min, mismo parcial en cada serie',
    drill: '18-20 paladas/min, fluido',
  },
  notes: {
    lowerBack: 'Por tu zona lumbar quedan fuera las flexiones hacia delante con carga.',
    kneeRowing: 'Por tu rodilla: recorrido más corto (para antes de doblarla del todo) y para si duele.',
    kneeImpact: 'En bici, sin correr ni saltar, para cuidar tu rodilla o tu tobillo.',
    clearance:
      'Tu cuestionario de salud pide primero la autorización de un médico: hasta entonces todo se queda entre suave y moderado.',
    props: 'Material: bolster o cojines firmes, 2 bloques y una manta.',
  },
  eachSide: 'cada lado',
};

const fr: StyleTexts = {
  planName: (style, n) => `${style} · ${n} séances par semaine`,
  sessionName: (style, m) => `${style} · séance de ${m} minutes`,
  sessionSaved: (name, m) =>
    `Voici votre séance : **${name}**, environ ${m} minutes. Je l’ai enregistrée dans vos programmes, vous pouvez la lancer depuis là.`,
  describe: {
    yin: (m) =>
      `Des postures lentes au sol tenues environ ${m} min chacune, muscles relâchés, respiration longue et calme. Allez jusqu'à un étirement doux, jamais jusqu'à la douleur ; sortez aussitôt si quelque chose pique, brûle ou tire sur un nerf. Ajoutez 30-60 s par semaine aux postures à mesure que votre corps s'habitue.`,
    vinyasa:
      'Des enchaînements qui relient un mouvement à chaque respiration : salutations au soleil pour s’échauffer, postures debout tenues 3-5 respirations, puis postures au sol et 5 min de repos. Pliez les genoux dans les flexions et sautez toute posture qui charge une zone douloureuse.',
    restorative: (m) =>
      `Des postures entièrement soutenues tenues ${m} min ou plus avec bolster, briques et couverture, pour que rien n’ait à travailler. Respirez lentement avec une expiration plus longue, environ 6 respirations par minute, et restez au chaud.`,
    hiit: 'Du HIIT 2 fois par semaine, jamais deux jours de suite, toujours après 5-10 min d’échauffement, plus une séance facile en zone 2. Intervalles durs à RPE 8-9 sur 10 (environ 85-95 % de votre fréquence cardiaque maximale) ; progressez sur un seul point à la fois : un tour de plus, un effort plus long ou une récupération plus courte.',
    endurance: (w) =>
      `Environ ${w} min par semaine, dont 80 % en zone 2 : une allure à laquelle vous pouvez encore parler (environ 60-70 % de votre fréquence cardiaque maximale), avec une séance plus longue. Augmentez de 10 % par semaine au plus et prenez une semaine plus facile toutes les 3-4 semaines.`,
    rowing:
      'La technique d’abord : à la propulsion jambes, buste, bras ; au retour bras, buste, jambes, avec un rythme de 1:2 entre propulsion et retour et le damper à 3-5. Les blocs continus à 18-22 coups par minute, les intervalles à 24-28 ; notez votre temps au 500 m pour suivre vos progrès.',
    mobility:
      'De courtes routines articulation par articulation, 10-15 min, idéalement presque chaque jour : des cercles lents et contrôlés, puis des étirements tenus à une limite douce. L’effort reste vers 3-4 sur 10 ; n’allez jamais dans une douleur vive.',
  },
  perSideNote: 'De chaque côté.',
  breaths: (n) => `${n} respirations`,
  flowEffort: 'une respiration par mouvement',
  warmUp: (m) => `Échauffement facile (${MODE.fr[m]})`,
  coolDown: 'Retour au calme, allure facile',
  intervals: (m) => `Intervalles (${MODE.fr[m]})`,
  zone2: (m) => `Zone 2 : ${MODE.fr[m]}`,
  longSession: (m) => `Sortie longue en zone 2 : ${MODE.fr[m]}`,
  rowingDrill: 'Éducatif technique : bras seuls, bras + buste, puis glissière complète (pick drill)',
  steadyRow: 'Rameur en continu',
  rowRepeats: 'Répétitions de 500 m, récupération égale',
  effort: {
    hard: 'dur, RPE 8-9',
    easy: 'facile',
    zone2: 'zone 2, vous pouvez encore parler',
    steadyRate: '18-22 coups/min, zone 2',
    repeatRate: '24-28 coups/min, même temps à chaque répétition',
    drill: '18-20 coups/min, fluide',
  },
  notes: {
    lowerBack: 'Pour votre bas du dos, les flexions vers l’avant en charge sont écartées.',
    kneeRowing:
      'Pour votre genou : une glissière plus courte (arrêtez avant la flexion complète) et stoppez si ça fait mal.',
    kneeImpact: 'Sur le vélo, sans course ni sauts, pour ménager votre genou ou votre cheville.',
    clearance:
      'Votre questionnaire de santé demande d’abord l’avis d’un médecin : tout reste facile à modéré d’ici là.',
    props: 'Matériel : bolster ou coussins fermes, 2 briques, une couverture.',
  },
  eachSide: 'de chaque côté',
};

const de: StyleTexts = {
  planName: (style, n) => `${style} · ${n} Einheiten pro Woche`,
  sessionName: (style, m) => `${style} · ${m}-Minuten-Einheit`,
  sessionSaved: (name, m) =>
    `Hier ist deine Einheit: **${name}**, etwa ${m} Minuten. Ich habe sie in deinen Plänen gespeichert, dort kannst du sie starten.`,
  describe: {
    yin: (m) =>
      `Langsame Bodenhaltungen, jede etwa ${m} min gehalten, Muskeln entspannt, Atem lang und ruhig. Geh bis zu einer leichten Dehnung, nie in den Schmerz; komm sofort heraus, wenn etwas sticht, brennt oder in die Nerven zieht. Verlängere die Haltezeiten um 30-60 s pro Woche, wenn dein Körper sich daran gewöhnt.`,
    vinyasa:
      'Flows, die jede Bewegung mit einem Atemzug verbinden: Sonnengrüße zum Aufwärmen, Standhaltungen für 3-5 Atemzüge, dann Bodenhaltungen und 5 min Ruhe. Beug die Knie in Vorbeugen und lass jede Haltung aus, die eine schmerzende Stelle belastet.',
    restorative: (m) =>
      `Voll gestützte Haltungen, ${m} min oder länger gehalten, mit Bolster, Blöcken und Decke, damit nichts arbeiten muss. Atme langsam mit längerer Ausatmung, etwa 6 Atemzüge pro Minute, und halte dich warm.`,
    hiit: 'HIIT 2-mal pro Woche, nie an aufeinanderfolgenden Tagen, immer nach 5-10 min Aufwärmen, dazu eine lockere Einheit in Zone 2. Harte Intervalle bei RPE 8-9 von 10 (etwa 85-95 % deiner maximalen Herzfrequenz); steigere immer nur eine Sache: eine Runde mehr, eine längere Belastung oder eine kürzere Pause.',
    endurance: (w) =>
      `Etwa ${w} min pro Woche, 80 % davon in Zone 2: ein Tempo, bei dem du noch sprechen kannst (etwa 60-70 % deiner maximalen Herzfrequenz), mit einer längeren Einheit. Steigere um höchstens 10 % pro Woche und plane alle 3-4 Wochen eine leichtere Woche.`,
    rowing:
      'Zuerst die Technik: im Durchzug Beine, Oberkörper, Arme; im Vorrollen Arme, Oberkörper, Beine, im Rhythmus 1:2 zwischen Durchzug und Vorrollen, Damper auf 3-5. Gleichmäßige Strecken mit 18-22 Schlägen pro Minute, Intervalle mit 24-28; notier deine 500-m-Zeit, um Fortschritte zu sehen.',
    mobility:
      'Kurze Routinen Gelenk für Gelenk, 10-15 min, am besten fast täglich: langsame, kontrollierte Kreise, dann Dehnungen an einer leichten Grenze gehalten. Die Anstrengung bleibt bei etwa 3-4 von 10; geh nie in einen stechenden Schmerz.',
  },
  perSideNote: 'Jede Seite.',
  breaths: (n) => `${n} Atemzüge`,
  flowEffort: 'ein Atemzug pro Bewegung',
  warmUp: (m) => `Lockeres Aufwärmen (${MODE.de[m]})`,
  coolDown: 'Ausklang, lockeres Tempo',
  intervals: (m) => `Intervalle (${MODE.de[m]})`,
  zone2: (m) => `Zone 2: ${MODE.de[m]}`,
  longSession: (m) => `Lange Einheit in Zone 2: ${MODE.de[m]}`,
  rowingDrill: 'Technikübung: nur Arme, Arme + Oberkörper, dann voller Rollweg (Pick Drill)',
  steadyRow: 'Gleichmäßiges Rudern',
  rowRepeats: '500-m-Wiederholungen, gleich lange Pause',
  effort: {
    hard: 'hart, RPE 8-9',
    easy: 'locker',
    zone2: 'Zone 2, du kannst noch sprechen',
    steadyRate: '18-22 Schläge/min, Zone 2',
    repeatRate: '24-28 Schläge/min, gleiche Zeit bei jeder Wiederholung',
    drill: '18-20 Schläge/min, fließend',
  },
  notes: {
    lowerBack: 'Für deinen unteren Rücken fallen Vorbeugen unter Last weg.',
    kneeRowing: 'Für dein Knie: kürzerer Rollweg (stopp, bevor es ganz beugt) und aufhören, wenn es schmerzt.',
    kneeImpact: 'Auf dem Rad, ohne Laufen oder Springen, um Knie oder Sprunggelenk zu schonen.',
    clearance:
      'Dein Gesundheitscheck verlangt zuerst eine ärztliche Freigabe: Bis dahin bleibt alles leicht bis moderat.',
    props: 'Hilfsmittel: Bolster oder feste Kissen, 2 Blöcke, eine Decke.',
  },
  eachSide: 'jede Seite',
};

export const STYLE_TEXTS: Record<Language, StyleTexts> = { en, es, fr, de };
