import type { Language } from '#shared/i18n/languages.ts';

/** What the built-in coach says, per language. Figures come from the planners; these are the words around them. */
export type Replies = {
  greeting: (persona: string, category: string, style: string, name: string | null) => string;
  menu: string;
  thanks: string;
  planSaved: (name: string, days: number, weeks: number) => string;
  dayHeading: (day: number) => string;
  planRefused: (reasons: string) => string;
  planPreview: string;
  nutritionSaved: (kcal: number, p: number, c: number, f: number) => string;
  nutritionMissing: (what: string) => string;
  missingWords: Record<'weight' | 'height' | 'age', string>;
  todayFromPlan: (day: number, planName: string) => string;
  todayNoPlan: string;
  form: string;
  rir: string;
  recovery: string;
  recoveryInjury: string;
  progress: string;
  estimate: (exercise: string, weight: number, reps: number, epley: number, brzycki: number) => string;
  estimateTooMany: string;
  logged: (summary: string) => string;
  medical: string;
  outOfScope: (category: string) => string;
  unknown: string;
  redFlag: string;
  eatingDisorder: string;
  clearanceReminder: string;
  previewSignup: string;
};

export const REPLIES: Record<Language, Replies> = {
  en: {
    greeting: (persona, category, style, name) =>
      `Hi${name ? ` ${name}` : ''}! I'm ${persona}, your ${category} coach (${style}).`,
    menu: 'I can build your workout plan, set your nutrition targets, plan today’s session, help with your form or explain RIR. What would you like?',
    thanks: 'You’re welcome! Tell me whenever you want to adjust your plan or log a session.',
    planSaved: (name, days, weeks) =>
      `Here’s your plan: **${name}**, ${days} sessions a week for ${weeks} weeks. I’ve saved it to your plans.`,
    dayHeading: (day) => `**Day ${day}**`,
    planRefused: (reasons) =>
      `I couldn’t build a plan that is safe for you with what you have: ${reasons}. Tell me more about your equipment or injuries and I’ll try again.`,
    planPreview: 'Here’s a taste of what I’d program for you:',
    nutritionSaved: (kcal, p, c, f) =>
      `Your daily targets: **${kcal} kcal**, protein **${p} g**, carbohydrates **${c} g**, fat **${f} g**. I’ve saved the full plan with meals to your plans.`,
    nutritionMissing: (what) =>
      `To calculate your energy needs I need your ${what}. Tell me, for example: “I weigh 70 kg, I’m 175 cm and 30 years old.”`,
    missingWords: { weight: 'weight', height: 'height', age: 'age' },
    todayFromPlan: (day, plan) => `Today is **day ${day}** of “${plan}”:`,
    todayNoPlan:
      'You don’t have a plan yet, so here’s a balanced full-body session for today. Ask me for a plan and I’ll build the full weeks around you.',
    form: 'Form cues that apply to every lift: brace your trunk before each rep, control the lowering for 2-3 seconds, use the full range you can own without pain, and end the set when form starts to break, usually 1-2 reps before failure. Tell me the exercise and I’ll give you specific cues.',
    rir: 'RIR means reps in reserve: how many more good reps you could still do at the end of a set. **RIR 0** is failure, **1-2** is high intensity, **3-4** is moderate. I program compounds at RIR 1-3 and isolation work at 0-2, moving closer to failure over a block and then deloading.',
    recovery:
      'A muscle trained hard needs about 48-72 hours; more sets and lower RIR need longer. Sleep 7-9 hours, eat enough protein, and keep easy movement on rest days. Heavy soreness or falling performance means it’s time to cut volume or take a deload week.',
    recoveryInjury:
      'With your injury, keep pain at 0-2 out of 10 during and after training, and see a physiotherapist if it gets worse.',
    progress:
      'Progress with double progression: when every set reaches the top of the rep range at the target RIR, add the smallest step (2.5 kg upper body, 5 kg lower body); otherwise add a rep. Deload every 4-6 weeks. If you log your sets, I’ll spot new personal records for you.',
    estimate: (ex, w, r, e, b) =>
      `${ex}: ${w} kg × ${r} gives an estimated 1RM of **${e} kg** (Epley) or **${b} kg** (Brzycki).`,
    estimateTooMany: 'Estimates above about 12 reps are unreliable, so I won’t estimate a 1RM from that set.',
    logged: (summary) => `Logged: ${summary}. Nice work, keep it up!`,
    medical:
      'I can’t diagnose conditions or advise on medication. Please talk to a physician or pharmacist about that. I’m happy to adapt your training and nutrition around their advice.',
    outOfScope: (category) =>
      `I’m your ${category} coach, so I stick to training and nutrition. Ask me about your plan, your sessions or what to eat.`,
    unknown:
      'I’m not sure I understood. I can build a workout plan, set nutrition targets, plan today’s session, help with form, explain RIR or talk recovery and progress.',
    redFlag:
      '**Please stop exercising now.** Chest pain, fainting or severe shortness of breath can be signs of a medical emergency. Call your local emergency number (112 in Europe) or get urgent medical care. Do not train again until a doctor has checked you.',
    eatingDisorder:
      'Thank you for telling me. Your wellbeing matters more than any number. I won’t set a calorie deficit; please reach out to a doctor or an eating-disorder specialist, who can support you safely. I’m here to help with gentle, regular movement whenever you want.',
    clearanceReminder:
      'Your health check asks for a physician’s clearance first, so I’ll keep everything light to moderate until then.',
    previewSignup: 'Start your free trial and I’ll save a full plan built around your profile.',
  },
  es: {
    greeting: (persona, category, style, name) =>
      `¡Hola${name ? `, ${name}` : ''}! Soy ${persona}, tu entrenador de ${category} (${style}).`,
    menu: 'Puedo crear tu plan de entrenamiento, fijar tus objetivos de nutrición, planificar la sesión de hoy, ayudarte con la técnica o explicarte el RIR. ¿Qué te apetece?',
    thanks: '¡De nada! Dime cuando quieras ajustar tu plan o registrar una sesión.',
    planSaved: (name, days, weeks) =>
      `Aquí tienes tu plan: **${name}**, ${days} sesiones por semana durante ${weeks} semanas. Lo he guardado en tus planes.`,
    dayHeading: (day) => `**Día ${day}**`,
    planRefused: (reasons) =>
      `No he podido crear un plan seguro para ti con lo que tienes: ${reasons}. Cuéntame más sobre tu material o tus lesiones y lo intento de nuevo.`,
    planPreview: 'Esto es un adelanto de lo que te programaría:',
    nutritionSaved: (kcal, p, c, f) =>
      `Tus objetivos diarios: **${kcal} kcal**, proteína **${p} g**, carbohidratos **${c} g**, grasa **${f} g**. He guardado el plan completo con comidas en tus planes.`,
    nutritionMissing: (what) =>
      `Para calcular tus necesidades de energía necesito tu ${what}. Dímelo, por ejemplo: «Peso 70 kg, mido 175 cm y tengo 30 años».`,
    missingWords: { weight: 'peso', height: 'altura', age: 'edad' },
    todayFromPlan: (day, plan) => `Hoy toca el **día ${day}** de «${plan}»:`,
    todayNoPlan:
      'Todavía no tienes plan, así que aquí tienes una sesión de cuerpo completo equilibrada para hoy. Pídeme un plan y te organizo las semanas completas.',
    form: 'Claves de técnica para cualquier ejercicio: activa el core antes de cada repetición, controla la bajada 2-3 segundos, usa todo el recorrido que domines sin dolor y termina la serie cuando la técnica empiece a fallar, normalmente 1-2 repeticiones antes del fallo. Dime el ejercicio y te doy claves concretas.',
    rir: 'RIR significa repeticiones en reserva: cuántas repeticiones buenas más podrías hacer al terminar la serie. **RIR 0** es el fallo, **1-2** es intensidad alta y **3-4** es moderada. Programo los ejercicios compuestos a RIR 1-3 y los de aislamiento a 0-2, acercándonos al fallo a lo largo del bloque y luego descargando.',
    recovery:
      'Un músculo entrenado a fondo necesita unas 48-72 horas; más series y menos RIR piden más tiempo. Duerme 7-9 horas, come suficiente proteína y muévete suave en los días de descanso. Si las agujetas son fuertes o el rendimiento baja, toca reducir volumen o hacer una semana de descarga.',
    recoveryInjury:
      'Con tu lesión, mantén el dolor entre 0 y 2 sobre 10 durante y después del entrenamiento, y consulta a un fisioterapeuta si empeora.',
    progress:
      'Progresa con doble progresión: cuando todas las series lleguen al máximo del rango con el RIR objetivo, sube el incremento más pequeño (2,5 kg en tren superior, 5 kg en tren inferior); si no, añade una repetición. Descarga cada 4-6 semanas. Si registras tus series, detectaré tus nuevos récords personales.',
    estimate: (ex, w, r, e, b) =>
      `${ex}: ${w} kg × ${r} da un 1RM estimado de **${e} kg** (Epley) o **${b} kg** (Brzycki).`,
    estimateTooMany:
      'Por encima de unas 12 repeticiones las estimaciones no son fiables, así que no calcularé un 1RM con esa serie.',
    logged: (summary) => `Registrado: ${summary}. ¡Buen trabajo, sigue así!`,
    medical:
      'No puedo diagnosticar ni aconsejarte sobre medicación. Consúltalo con tu médico o farmacéutico. Encantado de adaptar tu entrenamiento y tu nutrición a lo que te indiquen.',
    outOfScope: (category) =>
      `Soy tu entrenador de ${category}, así que me centro en entrenamiento y nutrición. Pregúntame por tu plan, tus sesiones o qué comer.`,
    unknown:
      'No estoy seguro de haberte entendido. Puedo crear un plan de entrenamiento, fijar objetivos de nutrición, planificar la sesión de hoy, ayudarte con la técnica, explicarte el RIR o hablar de recuperación y progreso.',
    redFlag:
      '**Para ya de hacer ejercicio.** El dolor en el pecho, los desmayos o la falta de aire intensa pueden ser señales de una emergencia. Llama al 112 o busca atención médica urgente. No vuelvas a entrenar hasta que te haya visto un médico.',
    eatingDisorder:
      'Gracias por contármelo. Tu bienestar importa más que cualquier número. No voy a fijar un déficit calórico; por favor, habla con un médico o con un especialista en trastornos alimentarios, que pueden acompañarte de forma segura. Aquí estoy para ayudarte con movimiento suave y regular cuando quieras.',
    clearanceReminder:
      'Tu cuestionario de salud pide primero la autorización de un médico, así que hasta entonces mantendré todo entre ligero y moderado.',
    previewSignup: 'Empieza tu prueba gratuita y guardaré un plan completo hecho a tu medida.',
  },
  fr: {
    greeting: (persona, category, style, name) =>
      `Bonjour${name ? ` ${name}` : ''} ! Je suis ${persona}, votre coach ${category} (${style}).`,
    menu: 'Je peux créer votre programme d’entraînement, fixer vos objectifs nutritionnels, préparer la séance du jour, vous aider sur la technique ou vous expliquer le RIR. Que souhaitez-vous ?',
    thanks: 'Avec plaisir ! Dites-moi quand vous voulez ajuster votre programme ou enregistrer une séance.',
    planSaved: (name, days, weeks) =>
      `Voici votre programme : **${name}**, ${days} séances par semaine pendant ${weeks} semaines. Je l’ai enregistré dans vos programmes.`,
    dayHeading: (day) => `**Jour ${day}**`,
    planRefused: (reasons) =>
      `Je n’ai pas pu créer un programme sûr pour vous avec ce dont vous disposez : ${reasons}. Dites-m’en plus sur votre matériel ou vos blessures et je réessaierai.`,
    planPreview: 'Voici un aperçu de ce que je vous programmerais :',
    nutritionSaved: (kcal, p, c, f) =>
      `Vos objectifs quotidiens : **${kcal} kcal**, protéines **${p} g**, glucides **${c} g**, lipides **${f} g**. J’ai enregistré le plan complet avec les repas dans vos programmes.`,
    nutritionMissing: (what) =>
      `Pour calculer vos besoins énergétiques, il me faut votre ${what}. Dites-le-moi, par exemple : « Je pèse 70 kg, je mesure 175 cm et j’ai 30 ans. »`,
    missingWords: { weight: 'poids', height: 'taille', age: 'âge' },
    todayFromPlan: (day, plan) => `Aujourd’hui, c’est le **jour ${day}** de « ${plan} » :`,
    todayNoPlan:
      'Vous n’avez pas encore de programme : voici une séance corps entier équilibrée pour aujourd’hui. Demandez-moi un programme et je construirai les semaines complètes pour vous.',
    form: 'Les repères techniques valables pour chaque exercice : gainez-vous avant chaque répétition, contrôlez la descente sur 2-3 secondes, utilisez toute l’amplitude maîtrisée sans douleur et arrêtez la série quand la technique se dégrade, en général 1-2 répétitions avant l’échec. Dites-moi l’exercice et je vous donnerai des repères précis.',
    rir: 'Le RIR, ce sont les répétitions en réserve : combien de bonnes répétitions vous pourriez encore faire à la fin d’une série. **RIR 0** = échec, **1-2** = haute intensité, **3-4** = intensité modérée. Je programme les exercices polyarticulaires à RIR 1-3 et l’isolation à 0-2, en se rapprochant de l’échec au fil du bloc avant une décharge.',
    recovery:
      'Un muscle travaillé intensément a besoin d’environ 48-72 heures ; plus de séries et un RIR plus bas demandent plus de temps. Dormez 7-9 heures, mangez assez de protéines et bougez doucement les jours de repos. De fortes courbatures ou des performances en baisse indiquent qu’il faut réduire le volume ou faire une semaine de décharge.',
    recoveryInjury:
      'Avec votre blessure, gardez la douleur entre 0 et 2 sur 10 pendant et après l’entraînement, et consultez un kinésithérapeute si elle s’aggrave.',
    progress:
      'Progressez en double progression : quand toutes les séries atteignent le haut de la fourchette au RIR visé, ajoutez le plus petit palier (2,5 kg haut du corps, 5 kg bas du corps) ; sinon, ajoutez une répétition. Décharge toutes les 4-6 semaines. Si vous enregistrez vos séries, je repérerai vos nouveaux records personnels.',
    estimate: (ex, w, r, e, b) =>
      `${ex} : ${w} kg × ${r} donne un 1RM estimé de **${e} kg** (Epley) ou **${b} kg** (Brzycki).`,
    estimateTooMany:
      'Au-delà d’environ 12 répétitions, les estimations ne sont pas fiables : je n’estimerai pas de 1RM avec cette série.',
    logged: (summary) => `Enregistré : ${summary}. Beau travail, continuez !`,
    medical:
      'Je ne peux ni poser de diagnostic ni conseiller de médicament. Parlez-en à votre médecin ou à votre pharmacien. J’adapterai volontiers votre entraînement et votre nutrition à leurs conseils.',
    outOfScope: (category) =>
      `Je suis votre coach ${category} : je m’en tiens à l’entraînement et à la nutrition. Posez-moi vos questions sur votre programme, vos séances ou votre alimentation.`,
    unknown:
      'Je ne suis pas sûr d’avoir compris. Je peux créer un programme, fixer des objectifs nutritionnels, préparer la séance du jour, vous aider sur la technique, expliquer le RIR ou parler de récupération et de progrès.',
    redFlag:
      '**Arrêtez l’exercice immédiatement.** Une douleur thoracique, un évanouissement ou un essoufflement sévère peuvent signaler une urgence médicale. Appelez le 112 (ou le 15 en France) ou consultez en urgence. Ne reprenez pas l’entraînement avant l’avis d’un médecin.',
    eatingDisorder:
      'Merci de me l’avoir dit. Votre bien-être compte plus que n’importe quel chiffre. Je ne fixerai pas de déficit calorique ; je vous invite à contacter un médecin ou un spécialiste des troubles alimentaires, qui pourra vous accompagner en sécurité. Je reste là pour vous aider à bouger en douceur quand vous le souhaitez.',
    clearanceReminder:
      'Votre questionnaire de santé demande d’abord l’accord d’un médecin : d’ici là, je garde tout à une intensité légère à modérée.',
    previewSignup:
      'Commencez votre essai gratuit et j’enregistrerai un programme complet construit autour de votre profil.',
  },
  de: {
    greeting: (persona, category, style, name) =>
      `Hallo${name ? ` ${name}` : ''}! Ich bin ${persona}, dein ${category}-Coach (${style}).`,
    menu: 'Ich kann deinen Trainingsplan erstellen, deine Ernährungsziele festlegen, die heutige Einheit planen, dir bei der Technik helfen oder RIR erklären. Was möchtest du?',
    thanks: 'Gern! Sag mir Bescheid, wenn du deinen Plan anpassen oder eine Einheit eintragen willst.',
    planSaved: (name, days, weeks) =>
      `Hier ist dein Plan: **${name}**, ${days} Einheiten pro Woche für ${weeks} Wochen. Ich habe ihn in deinen Plänen gespeichert.`,
    dayHeading: (day) => `**Tag ${day}**`,
    planRefused: (reasons) =>
      `Mit deiner Ausstattung konnte ich keinen sicheren Plan erstellen: ${reasons}. Erzähl mir mehr über deine Ausrüstung oder Verletzungen, dann versuche ich es noch einmal.`,
    planPreview: 'Hier ein Vorgeschmack darauf, was ich für dich planen würde:',
    nutritionSaved: (kcal, p, c, f) =>
      `Deine Tagesziele: **${kcal} kcal**, Eiweiß **${p} g**, Kohlenhydrate **${c} g**, Fett **${f} g**. Den vollständigen Plan mit Mahlzeiten habe ich in deinen Plänen gespeichert.`,
    nutritionMissing: (what) =>
      `Um deinen Energiebedarf zu berechnen, brauche ich dein ${what}. Schreib mir zum Beispiel: „Ich wiege 70 kg, bin 175 cm groß und 30 Jahre alt.“`,
    missingWords: { weight: 'Gewicht', height: 'Größe', age: 'Alter' },
    todayFromPlan: (day, plan) => `Heute ist **Tag ${day}** von „${plan}“:`,
    todayNoPlan:
      'Du hast noch keinen Plan, deshalb hier eine ausgewogene Ganzkörpereinheit für heute. Frag mich nach einem Plan, dann baue ich dir die ganzen Wochen.',
    form: 'Technik-Tipps für jede Übung: Spanne den Rumpf vor jeder Wiederholung an, kontrolliere das Absenken 2-3 Sekunden lang, nutze den vollen Bewegungsumfang, den du schmerzfrei beherrschst, und beende den Satz, wenn die Technik nachlässt, meist 1-2 Wiederholungen vor dem Muskelversagen. Nenn mir die Übung, dann bekommst du konkrete Hinweise.',
    rir: 'RIR heißt Wiederholungen in Reserve: wie viele saubere Wiederholungen du am Satzende noch schaffen würdest. **RIR 0** ist Muskelversagen, **1-2** hohe Intensität, **3-4** moderat. Grundübungen plane ich mit RIR 1-3, Isolationsübungen mit 0-2, über einen Block immer näher ans Versagen und danach ein Deload.',
    recovery:
      'Ein hart trainierter Muskel braucht etwa 48-72 Stunden; mehr Sätze und weniger RIR brauchen länger. Schlafe 7-9 Stunden, iss genug Eiweiß und bewege dich an Ruhetagen locker. Starker Muskelkater oder sinkende Leistung heißen: Volumen senken oder eine Deload-Woche einlegen.',
    recoveryInjury:
      'Mit deiner Verletzung sollte der Schmerz während und nach dem Training bei 0-2 von 10 bleiben; geh zur Physiotherapie, wenn es schlimmer wird.',
    progress:
      'Steigere dich mit doppelter Progression: Wenn alle Sätze das obere Ende des Bereichs beim Ziel-RIR erreichen, erhöhe um die kleinste Stufe (2,5 kg Oberkörper, 5 kg Unterkörper); sonst mach eine Wiederholung mehr. Alle 4-6 Wochen ein Deload. Wenn du deine Sätze einträgst, erkenne ich deine neuen Bestleistungen.',
    estimate: (ex, w, r, e, b) =>
      `${ex}: ${w} kg × ${r} ergibt ein geschätztes 1RM von **${e} kg** (Epley) bzw. **${b} kg** (Brzycki).`,
    estimateTooMany:
      'Über etwa 12 Wiederholungen sind Schätzungen unzuverlässig, daher schätze ich aus diesem Satz kein 1RM.',
    logged: (summary) => `Eingetragen: ${summary}. Stark, weiter so!`,
    medical:
      'Ich kann keine Diagnosen stellen und keine Medikamente empfehlen. Bitte sprich darüber mit deiner Ärztin, deinem Arzt oder in der Apotheke. Gern passe ich dein Training und deine Ernährung an deren Rat an.',
    outOfScope: (category) =>
      `Ich bin dein ${category}-Coach und bleibe bei Training und Ernährung. Frag mich zu deinem Plan, deinen Einheiten oder deiner Ernährung.`,
    unknown:
      'Ich bin nicht sicher, ob ich dich verstanden habe. Ich kann einen Trainingsplan erstellen, Ernährungsziele festlegen, die heutige Einheit planen, bei der Technik helfen, RIR erklären oder über Erholung und Fortschritt sprechen.',
    redFlag:
      '**Stopp: Bitte hör jetzt auf zu trainieren.** Brustschmerzen, Ohnmacht oder starke Atemnot können Zeichen eines Notfalls sein. Ruf den Notruf 112 an oder such sofort ärztliche Hilfe. Trainiere erst wieder, wenn dich eine Ärztin oder ein Arzt untersucht hat.',
    eatingDisorder:
      'Danke, dass du mir das erzählst. Dein Wohlbefinden ist wichtiger als jede Zahl. Ich lege kein Kaloriendefizit fest; bitte wende dich an eine Ärztin, einen Arzt oder eine Fachstelle für Essstörungen, die dich sicher begleiten können. Ich helfe dir gern mit sanfter, regelmäßiger Bewegung, wann immer du willst.',
    clearanceReminder:
      'Laut deinem Gesundheitsfragebogen brauchst du zuerst eine ärztliche Freigabe, deshalb halte ich bis dahin alles leicht bis moderat.',
    previewSignup:
      'Starte deine kostenlose Testphase, dann speichere ich dir einen vollständigen Plan, der auf dein Profil zugeschnitten ist.',
  },
};
