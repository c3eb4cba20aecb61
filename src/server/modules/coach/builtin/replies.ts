import type { AgentCategoryId } from '#shared/catalog/agents.ts';
import type { Language } from '#shared/i18n/languages.ts';

/** What the built-in coach says, per language. Figures come from the planners; these are the words around them. */
export type Replies = {
  greeting: (persona: string, category: string, style: string, name: string | null) => string;
  /** What the coach can do, in its own field (a yoga coach does not offer to explain RIR). */
  menu: Record<AgentCategoryId, string>;
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
  logged: (summary: string) => string;
  medical: string;
  outOfScope: (category: string) => string;
  redFlag: string;
  eatingDisorder: string;
  clearanceReminder: string;
  previewSignup: string;
};

export const REPLIES: Record<Language, Replies> = {
  en: {
    greeting: (persona, category, style, name) =>
      `Hi${name ? ` ${name}` : ''}! I'm ${persona}, your ${category} coach (${style}).`,
    menu: {
      strength:
        'I can build your workout plan, set your nutrition targets, plan today’s session, help with your form or explain RIR. What would you like?',
      functional:
        'I can build your training plan, plan today’s session, suggest progressions and swaps for your equipment, or help with your form. What would you like?',
      nutrition:
        'I can set your daily nutrition targets, build a meal plan for your diet, or answer questions on protein, meal timing and supplements. What would you like?',
      cardio:
        'I can plan your cardio week, build a session for today, explain heart-rate zones and intervals, or help with your technique. What would you like?',
      yoga: 'I can build your yoga plan, guide a short session for today, suggest poses for a tight area, or explain holds, breathing and props. What would you like?',
    },
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
      'You don’t have a plan yet, so here’s a session for today. Ask me for a plan and I’ll build the full weeks around you.',
    logged: (summary) => `Logged: ${summary}. Nice work, keep it up!`,
    medical:
      'I can’t diagnose conditions or advise on medication. Please talk to a physician or pharmacist about that. I’m happy to adapt your training and nutrition around their advice.',
    outOfScope: (category) =>
      `I’m your ${category} coach, so I stick to training and nutrition. Ask me about your plan, your sessions or what to eat.`,
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
    menu: {
      strength:
        'Puedo crear tu plan de entrenamiento, fijar tus objetivos de nutrición, planificar la sesión de hoy, ayudarte con la técnica o explicarte el RIR. ¿Qué te apetece?',
      functional:
        'Puedo crear tu plan de entrenamiento, planificar la sesión de hoy, proponerte progresiones y cambios según tu material o ayudarte con la técnica. ¿Qué te apetece?',
      nutrition:
        'Puedo fijar tus objetivos diarios de nutrición, crear un plan de comidas para tu dieta o resolver dudas sobre proteína, horarios de comida y suplementos. ¿Qué te apetece?',
      cardio:
        'Puedo planificar tu semana de cardio, prepararte la sesión de hoy, explicarte las zonas de frecuencia cardiaca y los intervalos o ayudarte con la técnica. ¿Qué te apetece?',
      yoga: 'Puedo crear tu plan de yoga, guiarte en una sesión corta hoy, proponerte posturas para una zona tensa o explicarte los tiempos, la respiración y los accesorios. ¿Qué te apetece?',
    },
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
      'Todavía no tienes plan, así que aquí tienes una sesión para hoy. Pídeme un plan y te organizo las semanas completas.',
    logged: (summary) => `Registrado: ${summary}. ¡Buen trabajo, sigue así!`,
    medical:
      'No puedo diagnosticar ni aconsejarte sobre medicación. Consúltalo con tu médico o farmacéutico. Encantado de adaptar tu entrenamiento y tu nutrición a lo que te indiquen.',
    outOfScope: (category) =>
      `Soy tu entrenador de ${category}, así que me centro en entrenamiento y nutrición. Pregúntame por tu plan, tus sesiones o qué comer.`,
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
    menu: {
      strength:
        'Je peux créer votre programme d’entraînement, fixer vos objectifs nutritionnels, préparer la séance du jour, vous aider sur la technique ou vous expliquer le RIR. Que souhaitez-vous ?',
      functional:
        'Je peux créer votre programme d’entraînement, préparer la séance du jour, proposer des progressions et des alternatives selon votre matériel, ou vous aider sur la technique. Que souhaitez-vous ?',
      nutrition:
        'Je peux fixer vos objectifs nutritionnels quotidiens, créer un plan de repas adapté à votre alimentation ou répondre à vos questions sur les protéines, les horaires des repas et les compléments. Que souhaitez-vous ?',
      cardio:
        'Je peux planifier votre semaine de cardio, préparer la séance du jour, vous expliquer les zones de fréquence cardiaque et les intervalles, ou vous aider sur la technique. Que souhaitez-vous ?',
      yoga: 'Je peux créer votre programme de yoga, vous guider dans une courte séance aujourd’hui, proposer des postures pour une zone raide, ou vous expliquer les temps de maintien, la respiration et les accessoires. Que souhaitez-vous ?',
    },
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
      'Vous n’avez pas encore de programme : voici une séance pour aujourd’hui. Demandez-moi un programme et je construirai les semaines complètes pour vous.',
    logged: (summary) => `Enregistré : ${summary}. Beau travail, continuez !`,
    medical:
      'Je ne peux ni poser de diagnostic ni conseiller de médicament. Parlez-en à votre médecin ou à votre pharmacien. J’adapterai volontiers votre entraînement et votre nutrition à leurs conseils.',
    outOfScope: (category) =>
      `Je suis votre coach ${category} : je m’en tiens à l’entraînement et à la nutrition. Posez-moi vos questions sur votre programme, vos séances ou votre alimentation.`,
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
    menu: {
      strength:
        'Ich kann deinen Trainingsplan erstellen, deine Ernährungsziele festlegen, die heutige Einheit planen, dir bei der Technik helfen oder RIR erklären. Was möchtest du?',
      functional:
        'Ich kann deinen Trainingsplan erstellen, die heutige Einheit planen, Progressionen und Alternativen für deine Ausrüstung vorschlagen oder dir bei der Technik helfen. Was möchtest du?',
      nutrition:
        'Ich kann deine täglichen Ernährungsziele festlegen, einen Essensplan für deine Ernährungsweise erstellen oder Fragen zu Protein, Mahlzeiten-Timing und Supplementen beantworten. Was möchtest du?',
      cardio:
        'Ich kann deine Cardio-Woche planen, dir eine Einheit für heute zusammenstellen, Herzfrequenzzonen und Intervalle erklären oder dir bei der Technik helfen. Was möchtest du?',
      yoga: 'Ich kann deinen Yoga-Plan erstellen, dich heute durch eine kurze Einheit führen, Haltungen für eine verspannte Stelle vorschlagen oder Haltezeiten, Atmung und Hilfsmittel erklären. Was möchtest du?',
    },
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
      'Du hast noch keinen Plan, deshalb hier eine Einheit für heute. Frag mich nach einem Plan, dann baue ich dir die ganzen Wochen.',
    logged: (summary) => `Eingetragen: ${summary}. Stark, weiter so!`,
    medical:
      'Ich kann keine Diagnosen stellen und keine Medikamente empfehlen. Bitte sprich darüber mit deiner Ärztin, deinem Arzt oder in der Apotheke. Gern passe ich dein Training und deine Ernährung an deren Rat an.',
    outOfScope: (category) =>
      `Ich bin dein ${category}-Coach und bleibe bei Training und Ernährung. Frag mich zu deinem Plan, deinen Einheiten oder deiner Ernährung.`,
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
