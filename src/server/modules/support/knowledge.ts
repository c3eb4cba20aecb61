/**
 * Knowledge base of the AI support chat (docs/PRODUCT.md sections 1, 2, 5 and 9,
 * docs/PRODUCT.md and the terms, privacy and cookie policies in legal.json).
 *
 * Matching: the user's message is lower-cased and stripped of accents
 * (NFD, then \u0300-\u036f removed), and the topics are tried in order; the
 * first topic with a matching pattern wins. Topics are therefore ordered from
 * the most specific to the most general (a refund question that mentions the
 * plan must reach `refunds`, a cancellation that mentions billing must reach
 * `cancel-subscription`). Patterns never use the `g` flag, because
 * `RegExp.test` with `g` is stateful.
 *
 * `{email}` in an answer is replaced by the support address at runtime.
 * Every figure of the product (prices, minutes, the trial, the minimum age, the
 * sign-in link's lifetime, the coaches) comes from the catalogues, so the
 * answers cannot drift from what the pages show and the server does. Prices are
 * written as the pages write them: "€3.99" in English, "3,99 €" in Spanish,
 * French and German. Register: "you", "tú", "vous", "du".
 */
import { AGENT_CATEGORIES, AGENT_STYLES } from '#shared/catalog/agents.ts';
import { SIGN_IN_LINK_MINUTES } from '#shared/catalog/limits.ts';
import { getPlan, MINUTE_PACKS, TRIAL_DAYS } from '#shared/catalog/pricing.ts';
import { SUPPORT_REPLY_HOURS } from '#shared/catalog/support.ts';
import { MIN_AGE } from '#shared/contracts/onboarding.ts';
import { formatPriceIn } from '#shared/i18n/format.ts';
import type { Language } from '#shared/i18n/languages.ts';

const BASIC = getPlan('BASIC');
const PRO = getPlan('PRO');
const ANNUAL = getPlan('ANNUAL');
/** The answers name the small pack first and the big one as the best value. */
const [SMALL_PACK, BIG_PACK] = MINUTE_PACKS;
/** Annual against twelve months of Pro: whole months free and the saving in percent. */
const ANNUAL_MONTHS_FREE = Math.floor((12 * PRO.priceCents - ANNUAL.priceCents) / PRO.priceCents);
const ANNUAL_SAVING_PERCENT = Math.round(100 * (1 - ANNUAL.priceCents / (12 * PRO.priceCents)));
const COACHES = AGENT_CATEGORIES.length;
const STYLES = Object.values(AGENT_STYLES).flat().length;
const eur = formatPriceIn;

export type SupportTopic = {
  id: string; // kebab-case
  /** Regexes tested against the user's message after lower-casing and removing accents (NFD + strip \u0300-\u036f), in all four languages. */
  patterns: RegExp[];
  /** The page the answer points to, if any: one of '/subscription', '/onboarding', '/chat', '/plans', '/progress', '/privacy', '/terms', '/cookies'. */
  redirect?: string;
  answer: Record<Language, string>;
};

export const SUPPORT_TOPICS: SupportTopic[] = [
  {
    id: 'refunds',
    redirect: '/terms',
    patterns: [
      // en
      /\brefund\w*/,
      /\b(money back|chargeback|reimburs\w*)\b/,
      /\b(right of withdrawal|withdrawal (right|period)|14[- ]day (withdrawal|right|cooling[- ]off))\b/,
      // es
      /\b(reembols\w*|reintegro|desistimiento)\b/,
      /\bdevolucion(es)?\b/,
      /\b(devolver\w*|devuelv\w*|recuperar|reclamar) (el|mi) dinero\b/,
      // fr
      /\b(rembours\w*|retractation|retracter)\b/,
      /\b(recuperer|ravoir) mon argent\b/,
      // de
      /\b(zu)?(ruck)?erstatt\w*/,
      /\bgeld (zuruck\w*|wieder)\b/,
      /\b(ruckzahlung|widerruf\w*)\b/,
    ],
    answer: {
      en: 'You can ask for a refund within 30 days of a billing date by writing to {email}; we review each request, and approved refunds go back to your original payment method. Extra minute packs are non-refundable once they have been supplied. If you are a consumer in the EU, you also have a 14-day right of withdrawal from a paid subscription, as described in the Terms of Service.',
      es: 'Puedes pedir un reembolso en los 30 días siguientes a una fecha de cobro escribiendo a {email}; revisamos cada solicitud y, si se aprueba, el importe vuelve a tu método de pago original. Los paquetes de minutos extra no son reembolsables una vez suministrados. Si eres consumidor en la UE, también tienes un derecho de desistimiento de 14 días sobre una suscripción de pago, tal como se describe en los Términos del servicio.',
      fr: 'Vous pouvez demander un remboursement dans les 30 jours suivant une date de facturation en écrivant à {email} ; nous examinons chaque demande et, si elle est acceptée, le montant est reversé sur votre moyen de paiement d’origine. Les packs de minutes supplémentaires ne sont pas remboursables une fois fournis. Si vous êtes un consommateur dans l’UE, vous disposez aussi d’un droit de rétractation de 14 jours pour un abonnement payant, comme le décrivent les Conditions d’utilisation.',
      de: 'Du kannst innerhalb von 30 Tagen nach einem Abrechnungsdatum eine Erstattung beantragen, indem du an {email} schreibst; wir prüfen jeden Antrag, und bewilligte Erstattungen gehen an deine ursprüngliche Zahlungsmethode zurück. Zusätzliche Minutenpakete sind nicht erstattungsfähig, sobald sie bereitgestellt wurden. Als Verbraucher in der EU hast du außerdem ein 14-tägiges Widerrufsrecht für ein kostenpflichtiges Abo, wie in den Nutzungsbedingungen beschrieben.',
    },
  },
  {
    id: 'cancel-subscription',
    redirect: '/subscription',
    patterns: [
      // en + es ("cancel", "cancelled", "cancellation", "cancelar", "cancelación")
      /\bcancel\w*/,
      /\bunsubscribe\w*/,
      /\b(stop|end|terminate|quit) (my |the )?(subscription|membership|plan)\b/,
      /\bstop (paying|being charged)\b/,
      /\bturn off (the )?(auto[- ]?)?renewal\b/,
      // es
      /\bde baja\b/,
      /\b(anular|terminar|finalizar) (mi |la )?suscripcion\b/,
      /\bno (quiero )?renovar\b/,
      // fr ("annuler" but not "annuel")
      /\b(resili\w*|annul(er|ez|e|ation)|desabonn\w*|desinscri\w*)\b/,
      /\barreter (mon |l['’] ?)abonnement\b/,
      // de
      /\b(ge)?kundig(en|e|st|t|ung)\b/,
      /\bstorn\w*/,
      /\b(abo|abonnement|mitgliedschaft) (beenden|abbestellen|aufheben)\b/,
      /\babbestell\w*/,
    ],
    answer: {
      en: 'You can cancel any time from “Manage Subscription” on the Subscription page, which opens the billing portal. Cancellation takes effect at the end of your current billing period: you keep full access until then and you won’t be charged again. During a free trial without a payment method there is nothing to cancel, because the trial simply ends without a charge.',
      es: 'Puedes cancelar cuando quieras desde «Gestionar suscripción» en la página Suscripción, que abre el portal de facturación. La cancelación surte efecto al final del periodo de facturación en curso: conservas el acceso hasta entonces y no se te volverá a cobrar. Durante la prueba gratuita sin método de pago no tienes que cancelar nada, porque la prueba simplemente termina sin ningún cobro.',
      fr: 'Vous pouvez résilier à tout moment via « Gérer l’abonnement » sur la page Abonnement, qui ouvre le portail de facturation. La résiliation prend effet à la fin de la période de facturation en cours : vous gardez l’accès jusqu’à cette date et aucun nouveau prélèvement n’est effectué. Pendant l’essai gratuit sans moyen de paiement, il n’y a rien à résilier : l’essai prend simplement fin sans aucun prélèvement.',
      de: 'Du kannst jederzeit über „Abo verwalten“ auf der Abo-Seite kündigen; dort öffnet sich das Abrechnungsportal. Die Kündigung wird zum Ende des laufenden Abrechnungszeitraums wirksam: Bis dahin behältst du den vollen Zugang, und es wird nichts mehr abgebucht. Während der kostenlosen Testphase ohne Zahlungsmethode musst du nichts kündigen, denn sie endet einfach ohne Abbuchung.',
    },
  },
  {
    id: 'free-trial',
    redirect: '/onboarding',
    patterns: [
      // en
      /\btrials?\b/,
      /\b(try|test) (it |forja )?(for free|free)\b/,
      /\b(card|credit card) (up ?front|in advance|required|needed)\b/,
      /\b(without|no) (a )?(credit )?card\b/,
      /\b(need|require\w*) (a |my )?(credit |debit )?card\b/,
      // es
      /\bprueba (gratis|gratuita|de 3 dias)\b/,
      /\bperiodo (de )?prueba\b/,
      /\b(la|mi|una|otra|segunda) prueba\b/,
      /\bprobar\w* gratis\b/,
      /\bsin tarjeta\b/,
      /\b(necesito|hace falta|piden|pedis) (una |la |mi )?tarjeta\b/,
      // fr
      /\bessai\w*/,
      /\bessay\w* gratuitement\b/,
      /\bsans carte( bancaire)?\b/,
      /\b(faut-il|faut il|besoin d['’] ?une|demandez-vous) (une )?carte\b/,
      // de
      /\b(testphase|testzeitraum|testabo|testversion|probe(zeit|phase|abo|monat)?)\b/,
      /\b(kostenlos|gratis|umsonst) (testen|ausprobieren|probieren)\b/,
      /\bohne (kredit)?karte\b/,
      /\b(brauche ich|braucht man|muss ich) (eine |meine )?(kredit)?karte\b/,
    ],
    answer: {
      en: `Every plan starts with a ${TRIAL_DAYS}-day free trial: you pay ${eur('en', 0)} today and no card is required upfront. If the trial ends and you haven’t added a payment method, it simply ends and you are not charged anything; if you add one, your paid plan starts when the trial ends. There is one free trial per person, and you can start yours from onboarding.`,
      es: `Todos los planes empiezan con una prueba gratuita de ${TRIAL_DAYS} días: hoy pagas ${eur('es', 0)} y no necesitas tarjeta por adelantado. Si la prueba termina y no has añadido un método de pago, simplemente finaliza y no se te cobra nada; si lo añades, tu plan de pago empieza al acabar la prueba. Hay una sola prueba gratuita por persona, y puedes empezar la tuya desde la configuración inicial.`,
      fr: `Chaque formule commence par un essai gratuit de ${TRIAL_DAYS} jours : vous payez ${eur('fr', 0)} aujourd’hui et aucune carte bancaire n’est demandée à l’inscription. Si l’essai se termine sans que vous ayez ajouté de moyen de paiement, il prend simplement fin et rien ne vous est prélevé ; si vous en ajoutez un, votre formule payante démarre à la fin de l’essai. Un seul essai gratuit est possible par personne, et vous pouvez commencer le vôtre depuis la configuration initiale.`,
      de: `Jeder Tarif startet mit einer ${TRIAL_DAYS}-tägigen kostenlosen Testphase: Du zahlst heute ${eur('de', 0)} und brauchst vorab keine Karte. Endet die Testphase, ohne dass du eine Zahlungsmethode hinterlegt hast, läuft sie einfach aus und es wird nichts abgebucht; hinterlegst du eine, startet dein bezahlter Tarif nach dem Ende der Testphase. Pro Person gibt es eine kostenlose Testphase, und du kannst deine direkt bei der Einrichtung starten.`,
    },
  },
  {
    id: 'age',
    redirect: '/terms',
    patterns: [
      // en, and French "âge"
      /\b(minimum|min|what|which|required|legal) age\b/,
      /\bage (limit|minimum|requirement|restriction|minimal|requis)\b/,
      /\bhow old\b/,
      /\b(minors?|teen\w*)\b/,
      /\b1[0-7][- ]?(years?[- ]old|yo)\b/,
      /\bi(['’]m| am) 1[0-7]\b/,
      // es
      /\bedad\b/,
      /\bmenor(es)? de (edad|16|18)\b/,
      /\b(tengo|con|de) 1[0-7] anos\b/,
      /\badolescent\w*/,
      // fr
      /\bquel age\b/,
      /\bmineur\w*/,
      /\b(j['’] ?ai|de|a) 1[0-7] ans\b/,
      // de
      /\b(mindestalter|altersgrenze|alterslimit|minderjahrig\w*|jugendlich\w*)\b/,
      /\bwie alt\b/,
      /\bich bin 1[0-7]\b/,
      /\bmit 1[0-7] jahren?\b/,
      // all languages
      /\b(under|unter|menos de|moins de) 16\b/,
    ],
    answer: {
      en: `Forja is for people aged ${MIN_AGE} or older, so you can’t create an account if you are under ${MIN_AGE}. If you are under the age of majority where you live, you need the consent of a parent or legal guardian to buy a paid plan or extra minutes. If you think someone under ${MIN_AGE} has an account, write to {email} and we will delete it.`,
      es: `Forja es para personas de ${MIN_AGE} años o más, así que no puedes crear una cuenta si tienes menos de ${MIN_AGE}. Si eres menor de edad en tu país, necesitas el consentimiento de tu madre, padre o tutor legal para contratar un plan de pago o comprar minutos extra. Si crees que alguien menor de ${MIN_AGE} años tiene una cuenta, escribe a {email} y la eliminaremos.`,
      fr: `Forja est destiné aux personnes de ${MIN_AGE} ans ou plus : vous ne pouvez pas créer de compte si vous avez moins de ${MIN_AGE} ans. Si vous êtes mineur dans votre pays de résidence, vous avez besoin de l’accord d’un parent ou d’un tuteur légal pour souscrire une formule payante ou acheter des minutes supplémentaires. Si vous pensez qu’une personne de moins de ${MIN_AGE} ans a un compte, écrivez à {email} et nous le supprimerons.`,
      de: `Forja ist für Menschen ab ${MIN_AGE} Jahren gedacht; unter ${MIN_AGE} kannst du kein Konto anlegen. Bist du in deinem Land noch nicht volljährig, brauchst du für einen bezahlten Tarif oder zusätzliche Minuten die Zustimmung deiner Eltern oder deines gesetzlichen Vormunds. Wenn du glaubst, dass jemand unter ${MIN_AGE} ein Konto hat, schreib an {email}, und wir löschen es.`,
    },
  },
  {
    id: 'cookies',
    redirect: '/cookies',
    patterns: [
      /\bcookies?\b/,
      // the consent banner: en "banner", fr "bandeau" / "bannière", de "Cookie-Banner" (covered above)
      /\b(consent )?banner\b/,
      /\b(bandeau|banniere)\b/,
      /\btracking (consent|cookies)\b/,
      /\banalytics consent\b/,
    ],
    answer: {
      en: 'On your first visit, the cookie banner lets you choose “Accept All”, “Necessary Only” or “Customize”, where you switch each optional category on or off. You can change your choice at any time with “Manage cookie preferences” on the Cookie Policy page. Strictly necessary cookies keep you signed in and are always on; analytics are recorded only if you consent, and Forja doesn’t use marketing cookies.',
      es: 'En tu primera visita, el banner de cookies te deja elegir «Aceptar todas», «Solo necesarias» o «Personalizar», donde activas o desactivas cada categoría opcional. Puedes cambiar tu elección cuando quieras con «Gestionar preferencias de cookies» en la página Política de cookies. Las cookies estrictamente necesarias mantienen tu sesión iniciada y siempre están activas; la analítica solo se registra si das tu consentimiento, y Forja no usa cookies de marketing.',
      fr: 'Lors de votre première visite, le bandeau cookies vous permet de choisir « Tout accepter », « Nécessaires uniquement » ou « Personnaliser », pour activer ou désactiver chaque catégorie facultative. Vous pouvez modifier votre choix à tout moment avec « Gérer les préférences de cookies » sur la page Politique de cookies. Les cookies strictement nécessaires maintiennent votre connexion et sont toujours actifs ; les statistiques d’utilisation ne sont enregistrées qu’avec votre consentement, et Forja n’utilise pas de cookies marketing.',
      de: 'Bei deinem ersten Besuch kannst du im Cookie-Banner „Alle akzeptieren“, „Nur notwendige“ oder „Anpassen“ wählen und dort jede optionale Kategorie einzeln an- oder ausschalten. Deine Auswahl kannst du jederzeit über „Cookie-Einstellungen verwalten“ auf der Seite Cookie-Richtlinie ändern. Unbedingt notwendige Cookies halten dich angemeldet und sind immer aktiv; Analysedaten werden nur mit deiner Einwilligung erfasst, und Forja verwendet keine Marketing-Cookies.',
    },
  },
  {
    id: 'offline',
    patterns: [
      /\boffline\b/,
      // "sync" in every language, unless the question is about a wearable or a watch
      /^(?!.*\b(wearables?|apple health|google fit|oura|garmin|fitbit|strava|watch|reloj|montre|uhr)\b).*\b(sync\w*|sincroniz\w*|synchroni[sz]\w*)\b/,
      // en
      /\b(without|no) (an? )?(internet|connection|signal|wi-?fi|network|coverage|reception)\b/,
      /\b(lose|lost|losing) (my |the )?(connection|signal|internet)\b/,
      /\bairplane mode\b/,
      // es
      /\bsin (conexion|internet|cobertura|red|wifi|datos moviles)\b/,
      /\b(fuera de linea|modo avion)\b/,
      // fr ("hors connexion" must not reach sign-in)
      /\bhors (ligne|connexion)\b/,
      /\bsans (connexion|internet|reseau|wi-?fi)\b/,
      /\bmode avion\b/,
      // de
      /\bohne (internet|verbindung|netz|wlan|empfang)\b/,
      /\bkein(e|en)? (internet|verbindung|netz|wlan|empfang)\b/,
      /\b(flugmodus|funkloch)\b/,
    ],
    answer: {
      en: 'Forja keeps working offline: you can go on logging workouts and making changes without a connection. Changes made offline are queued on your device and synced automatically, in order, when you reconnect. Chatting with the coaches and payments need a connection, and clearing your browser data before syncing would lose the changes that haven’t been synced yet.',
      es: 'Forja sigue funcionando sin conexión: puedes seguir registrando entrenamientos y haciendo cambios sin internet. Los cambios que haces sin conexión se guardan en cola en tu dispositivo y se sincronizan automáticamente, en orden, cuando vuelves a conectarte. El chat con los entrenadores y los pagos necesitan conexión, y si borras los datos del navegador antes de sincronizar, perderás los cambios pendientes.',
      fr: 'Forja continue de fonctionner hors ligne : vous pouvez enregistrer vos séances et faire des modifications sans connexion. Les modifications faites hors ligne sont mises en file d’attente sur votre appareil et synchronisées automatiquement, dans l’ordre, dès que vous êtes reconnecté. Le chat avec les coachs et les paiements nécessitent une connexion, et effacer les données du navigateur avant la synchronisation ferait perdre les modifications en attente.',
      de: 'Forja funktioniert auch offline: Du kannst ohne Verbindung weiter Trainings protokollieren und Änderungen vornehmen. Offline gemachte Änderungen werden auf deinem Gerät in eine Warteschlange gestellt und automatisch der Reihe nach synchronisiert, sobald du wieder verbunden bist. Der Chat mit den Coaches und Zahlungen brauchen eine Verbindung, und wenn du vor dem Synchronisieren deine Browserdaten löschst, gehen noch nicht synchronisierte Änderungen verloren.',
    },
  },
  {
    id: 'sign-in',
    patterns: [
      // en
      /\b(sign|log)[- ]?(in|on)\b/,
      /\blogin\b/,
      /\bmagic[- ]?link\b/,
      /\bpassw(or)?d\b/,
      /\b(sign[- ]?in|login) (link|email|mail)\b/,
      /\b(can'?t|cannot|unable to) (get into|access) my account\b/,
      /\b(link|email) (expired|has expired|doesn'?t work|does not work|isn'?t working|not working|never (came|arrived))\b/,
      /\b(didn'?t|did not|never) (get|receive|got) (the|an|my|any) (email|link)\b/,
      // any language: a link that is invalid or has expired
      /\b(link|enlace|lien)\b.*\b(invalid\w*|expired|caducad\w*|expirad\w*|no valido|expire|abgelaufen|ungultig)\b/,
      /\b(invalid\w*|expired|caducad\w*|expirad\w*|expire|abgelaufen\w*|ungultig\w*)\b.*\b(link|enlace|lien)\b/,
      // es
      /\b(iniciar|inicio de|inicia|cerrar) sesion\b/,
      /\b(loguear\w*|logear\w*)\b/,
      /\benlace (magico|de acceso|de inicio)\b/,
      /\bcontrasena\b/,
      /\bno puedo (entrar|acceder)\b/,
      /\b(no me (ha )?llega\w*|no recibo|no he recibido) (el |ningun )?(correo|email|enlace)\b/,
      /\bel enlace (ha )?(caducado|caduca|expirado|no funciona)\b/,
      // fr
      /\b(se|me|vous) connecter\b/,
      /\bconnexion\b/,
      /\blien (magique|de connexion)\b/,
      /\bmot de passe\b/,
      /\bidentifi(er|ant|cation)\b/,
      /\b(je )?(n['’] ?arrive|ne parviens) pas a (me connecter|acceder)\b/,
      /\ble lien (a )?(expire|ne fonctionne pas)\b/,
      // de
      /\b(anmeld\w*|einlogg\w*|eingeloggt)\b/,
      /\bmelde ich mich an\b/,
      /\b(passwort|kennwort)\b/,
      /\b(komme|kann) (nicht )?(mehr )?(rein|in mein konto)\b/,
      /\b(der )?link (ist )?(abgelaufen|funktioniert nicht|geht nicht)\b/,
    ],
    answer: {
      en: `Forja has no passwords: choose “Sign In”, enter your email and we’ll send you a magic link. The link is valid for ${SIGN_IN_LINK_MINUTES} minutes and works only once, so if it has expired or was already used, just request a new one from Sign In. If the email doesn’t arrive, check your spam or junk folder and make sure your address is spelled correctly.`,
      es: `Forja no usa contraseñas: elige «Iniciar sesión», escribe tu correo y te enviaremos un enlace mágico. El enlace es válido durante ${SIGN_IN_LINK_MINUTES} minutos y solo funciona una vez, así que si ha caducado o ya lo usaste, pide uno nuevo desde Iniciar sesión. Si el correo no llega, revisa la carpeta de spam o correo no deseado y comprueba que tu dirección esté bien escrita.`,
      fr: `Forja n’utilise pas de mot de passe : choisissez « Se connecter », saisissez votre e-mail et nous vous enverrons un lien magique. Le lien est valable ${SIGN_IN_LINK_MINUTES} minutes et ne fonctionne qu’une seule fois ; s’il a expiré ou a déjà servi, demandez-en simplement un nouveau depuis Se connecter. Si l’e-mail n’arrive pas, vérifiez vos courriers indésirables (spam) et l’orthographe de votre adresse.`,
      de: `Forja kommt ohne Passwort aus: Wähle „Anmelden“, gib deine E-Mail-Adresse ein, und wir schicken dir einen Magic Link. Der Link ist ${SIGN_IN_LINK_MINUTES} Minuten gültig und funktioniert nur einmal; ist er abgelaufen oder schon benutzt, fordere einfach über Anmelden einen neuen an. Kommt die E-Mail nicht an, schau in deinen Spam-Ordner und prüfe, ob deine Adresse richtig geschrieben ist.`,
    },
  },
  {
    id: 'minutes-and-packs',
    redirect: '/chat',
    patterns: [
      // en: "minutes" unless it is a duration such as "a 20-minute workout"
      /(?<!\d[- ]?)\bminutes?\b/,
      /\bminutes? (left|remaining)\b/,
      /\b(minute|extra|time) packs?\b/,
      /\bpacks? of (10|20|minutes)\b/,
      /\b(daily|usage|time) (limit|allowance)\b/,
      /\b(run|ran|running) out of time\b/,
      // es
      /(?<!\d )\bminutos?\b/,
      /\bpaquetes?\b/,
      /\blimite (diario|de uso)\b/,
      // fr ("minutes" is covered above); en and fr "pack", but not a "six pack"
      /(?<!six[- ]?)\bpacks?\b/,
      /\blimite (quotidienne|journaliere)\b/,
      // de
      /(?<!\d[- ]?)\bminuten\w*/,
      /\b(minuten|zusatz)pak\w*/,
      /\bpakete?\b/,
      /\b(tageslimit|tageskontingent|kontingent)\b/,
    ],
    answer: {
      en: `Your plan includes daily AI minutes (${BASIC.dailyMinutes} on Basic, ${PRO.dailyMinutes} on Pro and Annual) that reset every day in your time zone; unused minutes don’t carry over. Each coach reply costs its measured AI time, rounded up to the second. You can buy an extra pack in the chat or on the Subscription page: Basic sells packs of ${SMALL_PACK.minutes} minutes for ${eur('en', SMALL_PACK.priceCents)}, Pro and Annual packs of ${BIG_PACK.minutes} minutes for ${eur('en', BIG_PACK.priceCents)} (best value). Packs are used before your daily allowance, expire at 23:59 the same day and are non-refundable.`,
      es: `Tu plan incluye minutos de IA diarios (${BASIC.dailyMinutes} en Básico, ${PRO.dailyMinutes} en Pro y Anual) que se reinician cada día en tu zona horaria; los minutos que no usas no se acumulan. Cada respuesta del entrenador cuesta su tiempo de IA medido, redondeado al segundo hacia arriba. Puedes comprar un paquete extra en el chat o en la página Suscripción: Básico ofrece paquetes de ${SMALL_PACK.minutes} minutos por ${eur('es', SMALL_PACK.priceCents)}, Pro y Anual paquetes de ${BIG_PACK.minutes} minutos por ${eur('es', BIG_PACK.priceCents)} (la mejor opción). Los paquetes se usan antes que tu asignación diaria, caducan a las 23:59 del mismo día y no son reembolsables.`,
      fr: `Votre formule comprend des minutes d’IA quotidiennes (${BASIC.dailyMinutes} en Basique, ${PRO.dailyMinutes} en Pro et Annuel), remises à zéro chaque jour dans votre fuseau horaire ; les minutes non utilisées ne sont pas reportées. Chaque réponse d’un coach coûte son temps d’IA mesuré, arrondi à la seconde supérieure. Vous pouvez acheter un pack dans le chat ou sur la page Abonnement : Basique propose des packs de ${SMALL_PACK.minutes} minutes pour ${eur('fr', SMALL_PACK.priceCents)}, Pro et Annuel des packs de ${BIG_PACK.minutes} minutes pour ${eur('fr', BIG_PACK.priceCents)} (le meilleur rapport). Les packs sont utilisés avant votre quota quotidien, expirent à 23 h 59 le jour même et ne sont pas remboursables.`,
      de: `Dein Tarif enthält tägliche KI-Minuten (${BASIC.dailyMinutes} bei Basic, ${PRO.dailyMinutes} bei Pro und Jährlich), die sich jeden Tag in deiner Zeitzone zurücksetzen; ungenutzte Minuten verfallen. Jede Coach-Antwort kostet ihre gemessene KI-Zeit, auf die Sekunde aufgerundet. Du kannst im Chat oder auf der Abo-Seite ein Zusatzpaket kaufen: Basic bietet Pakete mit ${SMALL_PACK.minutes} Minuten für ${eur('de', SMALL_PACK.priceCents)}, Pro und Jährlich Pakete mit ${BIG_PACK.minutes} Minuten für ${eur('de', BIG_PACK.priceCents)} (bester Preis). Pakete werden vor deinem Tageskontingent verbraucht, verfallen um 23:59 Uhr am selben Tag und sind nicht erstattungsfähig.`,
    },
  },
  {
    id: 'privacy-and-data',
    redirect: '/privacy',
    patterns: [
      // en
      /\b(gdpr|privacy)\b/,
      /\b(my|personal|your|user) data\b/,
      /\bdata (protection|deletion|export|download|request|retention)\b/,
      /\b(delete|remove|erase|close) (my |the |your )?account\b/,
      /\baccount (deletion|removal)\b/,
      /\b(download|export) (all )?(of )?(my |your )?(data|information)\b/,
      /\b(right to be forgotten|what data)\b/,
      /\bsell (my )?data\b/,
      /\b(my|your) rights\b/,
      // es
      /\b(rgpd|privacidad)\b/,
      /\b(mis|tus) datos\b/,
      /\bdatos personales\b/,
      /\bproteccion de datos\b/,
      /\b(borr|elimin|cerr|cierr|suprim)\w* (mi |la |tu )?cuenta\b/,
      /\b(derecho al olvido|que datos)\b/,
      /\b(mis|tus) derechos\b/,
      // fr
      /\b(confidentialite|vie privee)\b/,
      /\b(mes|vos) donnees\b/,
      /\bdonnees personnelles\b/,
      /\bprotection des donnees\b/,
      /\bsupprim\w* (mon |le |votre )?compte\b/,
      /\bsuppression (de |du )?(mon |du |votre )?compte\b/,
      /\b(droit a l['’] ?oubli|quelles donnees)\b/,
      /\b(mes|vos) droits\b/,
      // de
      /\b(dsgvo|datenschutz\w*)\b/,
      /\b(meine|deine) daten\b/,
      /\bpersonenbezogene\w* daten\b/,
      /\b(konto|account) (loschen|schliessen|entfernen)\b/,
      /\blosch\w* (ich )?(mein|das|dein) (konto|account)\b/,
      /\bkontoloschung\b/,
      /\bdaten (herunterladen|exportieren|loschen)\b/,
      /\bwelche daten\b/,
      /\b(meine|deine) rechte\b/,
    ],
    answer: {
      en: 'Forja processes your data under the GDPR and never sells it. In the “Your data” card on the Subscription page you can download all your data as JSON or delete your account; deletion signs you out and erases your personal data at once, while payment records are kept for 7 years as tax law requires. For any other request, write to {email}: we answer within 48 hours on business days (a formal data-protection request within 30 days at the latest, as the Privacy Policy says).',
      es: 'Forja trata tus datos conforme al RGPD y nunca los vende. En la tarjeta «Tus datos» de la página Suscripción puedes descargar todos tus datos en JSON o eliminar tu cuenta; al eliminarla se cierra tu sesión y tus datos personales se borran al instante, aunque los registros de pago se conservan 7 años, como exige la normativa fiscal. Para cualquier otra solicitud, escribe a {email}: respondemos en un plazo de 48 horas en días laborables (una solicitud formal de protección de datos, en 30 días como máximo, como dice la Política de privacidad).',
      fr: 'Forja traite vos données conformément au RGPD et ne les vend jamais. Dans la carte « Vos données » de la page Abonnement, vous pouvez télécharger toutes vos données au format JSON ou supprimer votre compte ; la suppression vous déconnecte et efface vos données personnelles immédiatement, tandis que les données de paiement sont conservées 7 ans, comme l’exige la législation fiscale. Pour toute autre demande, écrivez à {email} : nous répondons sous 48 heures ouvrées (une demande formelle relative aux données sous 30 jours au plus, comme l’indique la Politique de confidentialité).',
      de: 'Forja verarbeitet deine Daten nach der DSGVO und verkauft sie nie. In der Karte „Deine Daten“ auf der Abo-Seite kannst du alle deine Daten als JSON herunterladen oder dein Konto löschen; beim Löschen wirst du abgemeldet, und deine personenbezogenen Daten werden sofort gelöscht, während Zahlungsbelege wegen des Steuerrechts 7 Jahre aufbewahrt werden. Für alle anderen Anfragen schreib an {email}: Wir antworten innerhalb von 48 Stunden an Werktagen (eine formelle Datenschutzanfrage spätestens innerhalb von 30 Tagen, wie die Datenschutzerklärung sagt).',
    },
  },
  {
    id: 'billing-and-payment',
    redirect: '/subscription',
    patterns: [
      // en
      /\b(pay|paying|payments?)\b/,
      /\b(billing|billed|invoices?|receipts?|stripe|paypal|vat)\b/,
      /\b(credit|debit|bank) card\b/,
      /\b(change|update|replace|remove) (my |the )?(card|payment method)\b/,
      /\bcard (details|number|expired|declined)\b/,
      /\b(charged|charge) (twice|me|my card)\b/,
      /\b(auto[- ]?renew\w*|renew\w*)\b/,
      // es
      /\bpag(o|os|ar|as|ado|ue|an|ando)\b/,
      /\b(tarjeta|factura\w*|recibos?|cobr(o|os|ar|aron|ado|an)|iva)\b/,
      /\bmetodo de pago\b/,
      /\b(renueva\w*|renovacion\w*|renovar\w*)\b/,
      // fr
      /\b(paiements?|payer|paye|payez)\b/,
      /\b(carte bancaire|carte de credit|ma carte|la carte)\b/,
      /\b(factur\w*|recu|prelev\w*|debit\w*|tva)\b/,
      /\brenouvel\w*/,
      // de
      /\b(be)?zahl(en|t|ung|ungen|ungsmethode|ungsart|ungsmittel)\b/,
      /\b(kreditkarte|karte|rechnung\w*|quittung|beleg|abbuchung\w*|abgebucht|mwst)\b/,
      /\b(verlanger\w*|verlangert)\b/,
    ],
    answer: {
      en: 'Payments are made by card through Stripe’s secure hosted checkout, so Forja never sees or stores your card number. To download invoices or change your card, open “Manage Billing” on the Subscription page, which takes you to the billing portal. Subscriptions are charged in advance and renew automatically each billing period until you cancel.',
      es: 'Los pagos se hacen con tarjeta a través del pago seguro alojado por Stripe, así que Forja nunca ve ni guarda el número de tu tarjeta. Para descargar tus facturas o cambiar de tarjeta, abre «Gestionar facturación» en la página Suscripción, que te lleva al portal de facturación. Las suscripciones se cobran por adelantado y se renuevan automáticamente en cada periodo hasta que las canceles.',
      fr: 'Les paiements se font par carte via la page de paiement sécurisée hébergée par Stripe : Forja ne voit ni ne conserve jamais votre numéro de carte. Pour télécharger vos factures ou changer de carte, ouvrez « Gérer la facturation » sur la page Abonnement, qui vous mène au portail de facturation. Les abonnements sont prélevés à l’avance et se renouvellent automatiquement à chaque période jusqu’à leur résiliation.',
      de: 'Bezahlt wird per Karte über den sicheren, von Stripe gehosteten Checkout, daher sieht und speichert Forja deine Kartennummer nie. Um Rechnungen herunterzuladen oder deine Karte zu ändern, öffne „Abrechnung verwalten“ auf der Abo-Seite; das führt dich zum Abrechnungsportal. Abos werden im Voraus abgerechnet und verlängern sich automatisch mit jedem Abrechnungszeitraum, bis du kündigst.',
    },
  },
  {
    id: 'plans-and-prices',
    redirect: '/subscription',
    patterns: [
      // en
      /\b(prices?|pricing|costs?|cheap\w*|expensive|premium)\b/,
      /\bhow much is (it|this|that|forja|basic|pro|annual|the (basic|pro|annual|subscription|plan)|a (plan|subscription))\b/,
      /\b(basic|pro|annual|yearly|monthly) (plan|subscription|tier|option|version)\b/,
      /\b(which|what) (plans?|subscriptions?|tiers?) (do you|are|is|should|would)\b/,
      /\bplans (do you (have|offer)|are (there|available))\b/,
      /\b(paid|subscription|pricing) plans?\b/,
      /\b(compare|difference between|differences between) (the )?(plans|basic|pro|annual)\b/,
      /\b(what'?s|what is|what do i get) included\b/,
      /\bsubscriptions?\b/,
      /\b(upgrade|downgrade)\w*/,
      /\b(change|switch) (my |the |to another |to a different )?(plan|subscription)\b/,
      /\b(annual|yearly)\b/,
      /\bper (month|year)\b/,
      /\b(wearables?|apple health|google fit|oura|price lock)\b/,
      /\bbeta (access|features?|program\w*)\b/,
      /\beuros?\b|€/,
      // es
      /\bprecios?\b/,
      /\bcuanto (cuesta|cuestan|vale|valen|sale|cobrais|cobran)\b/,
      /\b(coste|costo|tarifas?|barato|caro)\b/,
      /\bplan(es)? (basico|basic|pro|anual|mensual|de pago|de suscripcion|disponibles)\b/,
      /\b(que|cual|cuales) (planes|plan) (hay|teneis|tienen|ofreceis|me conviene|elijo|elegir)\b/,
      /\bdiferencia\w* entre (el |los )?(plan|planes|basico|pro|anual)\b/,
      /\bsuscripcion\w*/,
      /\banual\b/,
      /\bcambiar (de|mi|el) plan\b/,
      /\bal (mes|ano)\b/,
      // fr
      /\b(prix|tarifs?|forfaits?|formules?|abonnements?)\b/,
      /\bcombien (ca |cela )?(coute|coutent|vaut|fait)\b/,
      /\b(cout|coute|coutent)\b/,
      /\b(annuel(le)?|basique)\b/,
      /\bdifference\w* entre (les )?(formules|basique|pro|annuel)\b/,
      /\bpar (mois|an)\b/,
      // de
      /\bpreis\w*/,
      /\b(was kostet|wie teuer|kosten|kostet)\b/,
      /\b(tarife?|abos?|jahresabo|monatsabo)\b/,
      /\b(basic|pro|jahres|monats)[- ]?(tarif|plan|abo)\b/,
      /\b(jahrlich|pro monat|pro jahr)\b/,
      /\bunterschied\w* zwischen (den )?(tarifen|basic|pro|jahrlich)\b/,
    ],
    answer: {
      en: `Basic costs ${eur('en', BASIC.priceCents)}/month with ${BASIC.dailyMinutes} AI minutes a day and extra packs of ${BASIC.packMinutes} minutes. Pro costs ${eur('en', PRO.priceCents)}/month with ${PRO.dailyMinutes} minutes a day, packs of ${PRO.packMinutes} minutes, priority support (a person answers within ${SUPPORT_REPLY_HOURS.priority} hours on business days) and, coming soon, wearable integrations. Annual costs ${eur('en', ANNUAL.priceCents)}/year with ${ANNUAL.dailyMinutes} minutes a day, ${ANNUAL_MONTHS_FREE} months free (${ANNUAL_SAVING_PERCENT}% savings compared with Pro monthly), a price lock and beta access. Prices are in euros with taxes included, and every plan includes all ${COACHES} coaches and unlimited workout plans.`,
      es: `Básico cuesta ${eur('es', BASIC.priceCents)}/mes, con ${BASIC.dailyMinutes} minutos de IA al día y paquetes extra de ${BASIC.packMinutes} minutos. Pro cuesta ${eur('es', PRO.priceCents)}/mes, con ${PRO.dailyMinutes} minutos al día, paquetes de ${PRO.packMinutes} minutos, soporte prioritario (una persona responde en ${SUPPORT_REPLY_HOURS.priority} horas en días laborables) y, próximamente, integración con wearables. Anual cuesta ${eur('es', ANNUAL.priceCents)}/año, con ${ANNUAL.dailyMinutes} minutos al día, ${ANNUAL_MONTHS_FREE} meses gratis (un ${ANNUAL_SAVING_PERCENT} % de ahorro frente a Pro mensual), precio garantizado y acceso anticipado a las betas. Los precios están en euros con impuestos incluidos, y todos los planes incluyen los ${COACHES} entrenadores y planes de entrenamiento ilimitados.`,
      fr: `Basique coûte ${eur('fr', BASIC.priceCents)}/mois, avec ${BASIC.dailyMinutes} minutes d’IA par jour et des packs supplémentaires de ${BASIC.packMinutes} minutes. Pro coûte ${eur('fr', PRO.priceCents)}/mois, avec ${PRO.dailyMinutes} minutes par jour, des packs de ${PRO.packMinutes} minutes, un support prioritaire (une personne répond sous ${SUPPORT_REPLY_HOURS.priority} heures ouvrées) et, bientôt, l’intégration des objets connectés. Annuel coûte ${eur('fr', ANNUAL.priceCents)}/an, avec ${ANNUAL.dailyMinutes} minutes par jour, ${ANNUAL_MONTHS_FREE} mois offerts (${ANNUAL_SAVING_PERCENT} % d’économie par rapport à Pro au mois), un prix garanti et l’accès anticipé aux bêtas. Les prix sont en euros, taxes comprises, et toutes les formules incluent les ${COACHES} coachs et des programmes d’entraînement illimités.`,
      de: `Basic kostet ${eur('de', BASIC.priceCents)}/Monat mit ${BASIC.dailyMinutes} KI-Minuten pro Tag und Zusatzpaketen mit ${BASIC.packMinutes} Minuten. Pro kostet ${eur('de', PRO.priceCents)}/Monat mit ${PRO.dailyMinutes} Minuten pro Tag, Paketen mit ${PRO.packMinutes} Minuten, Priority-Support (ein Mensch antwortet innerhalb von ${SUPPORT_REPLY_HOURS.priority} Stunden an Werktagen) und, demnächst, Wearable-Integrationen. Jährlich kostet ${eur('de', ANNUAL.priceCents)}/Jahr mit ${ANNUAL.dailyMinutes} Minuten pro Tag, ${ANNUAL_MONTHS_FREE} Monaten gratis (${ANNUAL_SAVING_PERCENT} % gespart gegenüber Pro monatlich), Preisgarantie und Frühzugang zu Beta-Funktionen. Die Preise sind in Euro inklusive Steuern, und jeder Tarif umfasst alle ${COACHES} Coaches und unbegrenzte Trainingspläne.`,
    },
  },
  {
    id: 'rir',
    patterns: [
      /\brir\b/,
      /\breps? in reserve\b/,
      /\brepeticiones en reserva\b/,
      /\brepetitions? en reserve\b/,
      /\bwiederholungen in reserve\b/,
      /\b(to|until) failure\b/,
      /\bal fallo\b/,
      /\ba l['’] ?echec\b/,
      /\bmuskelversagen\b/,
    ],
    answer: {
      en: 'RIR means reps in reserve: how many more reps you could still do when you end a set. RIR 0 is failure, 1-2 is high intensity and 3-4 is moderate. Your coach gives each set a target RIR, and you record the RIR of every set when you log a workout.',
      es: 'RIR significa repeticiones en reserva: cuántas repeticiones más podrías hacer al terminar una serie. RIR 0 es el fallo, 1-2 es intensidad alta y 3-4 es intensidad moderada. Tu entrenador asigna a cada serie un RIR objetivo, y tú anotas el RIR de cada serie al registrar el entrenamiento.',
      fr: 'RIR signifie répétitions en réserve : le nombre de répétitions que vous pourriez encore faire en terminant une série. RIR 0 correspond à l’échec, 1-2 à une intensité élevée et 3-4 à une intensité modérée. Votre coach fixe un RIR cible pour chaque série, et vous notez le RIR de chaque série quand vous enregistrez votre séance.',
      de: 'RIR bedeutet Wiederholungen in Reserve: wie viele Wiederholungen du am Ende eines Satzes noch schaffen würdest. RIR 0 ist Muskelversagen, 1-2 ist hohe Intensität und 3-4 ist moderat. Dein Coach gibt für jeden Satz einen Ziel-RIR vor, und du trägst beim Protokollieren deines Trainings den RIR jedes Satzes ein.',
    },
  },
  {
    id: 'languages',
    patterns: [
      // en
      /\blanguages?\b/,
      /\b(in|speak|speaks|available in|switch to|change to) (spanish|french|german|english)\b/,
      /\b(spanish|french|german|english) (version|language)\b/,
      // en, es, fr ("translate", "traducir", "traduction", "traduire")
      /\b(translat\w*|tradu\w*)\b/,
      // es
      /\bidiomas?\b/,
      /\b(en|a|al) (ingles|espanol|castellano|frances|aleman)\b/,
      // fr
      /\blangues?\b/,
      /\ben (anglais|espagnol|francais|allemand)\b/,
      // de
      /\bsprach(e|en|auswahl|einstellung)\b/,
      /\b(auf|ins) (englisch|spanisch|franzosisch|deutsch)\b/,
      /\bubersetz\w*/,
    ],
    answer: {
      en: 'Forja is available in English, Spanish, French and German. You can change the language at any time with the language selector in the header, and the coaches reply in your language.',
      es: 'Forja está disponible en inglés, español, francés y alemán. Puedes cambiar el idioma cuando quieras con el selector de idioma de la cabecera, y los entrenadores te responden en tu idioma.',
      fr: 'Forja est disponible en anglais, espagnol, français et allemand. Vous pouvez changer de langue à tout moment avec le sélecteur de langue dans l’en-tête, et les coachs vous répondent dans votre langue.',
      de: 'Forja gibt es auf Englisch, Spanisch, Französisch und Deutsch. Du kannst die Sprache jederzeit über die Sprachauswahl in der Kopfzeile ändern, und die Coaches antworten dir in deiner Sprache.',
    },
  },
  {
    id: 'coaches-and-safety',
    redirect: '/chat',
    patterns: [
      // every language
      /\bcoach\w*/,
      /\b(bruno|sofia|maya|alex)\b/,
      /\bpar-?q\b/,
      /\b(protein\w*|calori\w*|kalori\w*|macros?|makros?)\b/,
      /\b(hiit|olympic|olimpic\w*|olympique|olympisch\w*)\b/,
      // en
      /\btrainers?\b/,
      /\b(injur\w*|hurt\w*|pain|medical|doctor|physician|clearance|pregnan\w*|safe|safety)\b/,
      /\bhealth (check|questionnaire)\b/,
      /\b(blocked|locked|unavailable|greyed out|grayed out|disabled)\b/,
      /\bstyles?\b/,
      /\b(workout|training|nutrition|meal|diet) plans?\b/,
      /\b(workouts?|exercises?|lose weight|build muscle)\b/,
      // es
      /\bentrenador\w*/,
      /\b(lesion\w*|lesionad\w*|dolor\w*|medic\w*|embarazad\w*|segur(o|a|idad))\b/,
      /\b(estilos?|bloquead\w*)\b/,
      /\b(plan(es)? de (entrenamiento|nutricion|dieta|comidas)|rutinas?|dieta)\b/,
      /\b(ejercicios?|perder peso|ganar (masa )?musc\w*)\b/,
      // fr
      /\bentraineu\w*/,
      /\b(blessu\w*|douleur\w*|medecin\w*|enceinte|securite)\b/,
      /\bbloque(e|es|s)?\b/,
      /\b(programmes?|regime)\b/,
      /\b(exercices?|perdre du poids|prendre du muscle)\b/,
      // de
      /\b(verletz\w*|schmerz\w*|arzt|arztin|arztlich\w*|schwanger\w*|sicherheit|sicher)\b/,
      /\b(stil|stile|gesperrt)\b/,
      /\b(trainingsplan|ernahrungsplan|trainingsplane|ernahrungsplane|diat)\b/,
      /\b(ubungen|abnehmen|muskelaufbau)\b/,
    ],
    answer: {
      en: `Forja has ${COACHES} coach categories with ${STYLES} styles: strength with Bruno, nutrition with Sofía, cardio with Leo, yoga with Maya and functional training with Alex, and they build workout and nutrition plans for you in the chat. Their advice is not medical advice and doesn’t replace a doctor. If your PAR-Q health check shows you need a physician’s clearance, high-intensity styles are blocked, and injuries block unsafe styles too (for example Olympic lifting with a shoulder or wrist injury). If you ever feel chest pain, faint or are severely out of breath, stop and seek medical care straight away.`,
      es: `Forja tiene ${COACHES} categorías de entrenadores con ${STYLES} estilos: fuerza con Bruno, nutrición con Sofía, cardio con Leo, yoga con Maya y funcional con Alex, y te crean planes de entrenamiento y nutrición en el chat. Sus consejos no son consejo médico ni sustituyen a un médico. Si el cuestionario de salud PAR-Q indica que necesitas el visto bueno de un médico, los estilos de alta intensidad se bloquean, y las lesiones también bloquean los estilos poco seguros (por ejemplo, halterofilia olímpica con una lesión de hombro o muñeca). Si alguna vez sientes dolor en el pecho, te mareas hasta desmayarte o te falta mucho el aire, para y busca atención médica de inmediato.`,
      fr: `Forja propose ${COACHES} catégories de coachs et ${STYLES} styles : la force avec Bruno, la nutrition avec Sofía, le cardio avec Leo, le yoga avec Maya et le fonctionnel avec Alex, qui créent pour vous des programmes d’entraînement et de nutrition dans le chat. Leurs conseils ne sont pas des avis médicaux et ne remplacent pas un médecin. Si le questionnaire de santé PAR-Q indique que vous avez besoin de l’accord d’un médecin, les styles à haute intensité sont bloqués, et les blessures bloquent aussi les styles à risque (par exemple l’haltérophilie olympique avec une blessure à l’épaule ou au poignet). Si vous ressentez une douleur thoracique, un malaise ou un essoufflement sévère, arrêtez-vous et consultez immédiatement un médecin.`,
      de: `Forja hat ${COACHES} Coach-Kategorien mit ${STYLES} Stilen: Kraft mit Bruno, Ernährung mit Sofía, Cardio mit Leo, Yoga mit Maya und Functional Training mit Alex, die dir im Chat Trainings- und Ernährungspläne erstellen. Ihre Tipps sind keine medizinische Beratung und ersetzen keinen Arzt. Wenn dein PAR-Q-Gesundheitscheck zeigt, dass du eine ärztliche Freigabe brauchst, werden hochintensive Stile gesperrt, und auch Verletzungen sperren unsichere Stile (zum Beispiel olympisches Gewichtheben bei einer Schulter- oder Handgelenksverletzung). Wenn du Brustschmerzen hast, ohnmächtig wirst oder stark außer Atem bist, hör sofort auf und such ärztliche Hilfe.`,
    },
  },
  {
    id: 'contact-and-hours',
    patterns: [
      // en, es, fr ("contact", "contactar", "contacto", "contacter")
      /\bcontact\w*/,
      // en
      /\b(email|e-mail|mail) (address|you|support)\b/,
      /\b(support|help) (team|email|address|hours|staff|desk)\b/,
      /\b(customer|priority) (support|service)\b/,
      /\b(talk|speak|chat) (to|with) (a |an )?(human|person|someone|agent|support|real person)\b/,
      /\b(opening|business|office) hours\b/,
      /\b(response|reply) time\b/,
      /\bhow (long|fast|quickly) (do|will|until) you (answer|reply|respond)\b/,
      /\btakes? (you )?to (answer|reply|respond)\b/,
      /\bwhen will (you|i get an?) (answer|reply|respond|response)\b/,
      /\b(complain\w*|phone number|by phone|call you)\b/,
      // es
      /\bhablar con (una persona|alguien|un humano|soporte|un agente)\b/,
      /\bhorarios?\b(?! de entrenamiento)/,
      /\b(atencion al cliente|soporte|queja\w*|reclamacion\w*|por telefono|numero de telefono|llamaros)\b/,
      /\bcuanto (tardais|tardan) en (responder|contestar)\b/,
      // fr
      /\bhoraires?\b(?! d['’] ?entrainement)/,
      /\b(joindre|service client|support|reclamation\w*|par telephone|numero de telephone|vous appeler)\b/,
      /\bparler (a|avec) (quelqu['’] ?un|un humain|une personne|le support|un conseiller)\b/,
      /\bdelai de reponse\b/,
      // de
      /\bkontakt\w*/,
      /\b(erreichbar\w*|kundendienst|kundenservice|support|antwortzeit|telefonnummer|telefonisch|anrufen|beschwerde\w*)\b/,
      /\b(euch|sie|den support|jemanden) erreich\w*/,
      /\bmit (einem menschen|jemandem|einer person|dem support) sprechen\b/,
      /\b(offnungs|geschafts|support)zeiten\b/,
    ],
    answer: {
      en: `You can write to our support team at {email}, ideally from the email address linked to your account. Signed in, you can also use “Write to a person” under the support chat. We answer within ${SUPPORT_REPLY_HOURS.standard} hours on business days (Monday to Friday, 9:00-18:00 CET); Pro subscribers get priority support, within ${SUPPORT_REPLY_HOURS.priority} hours.`,
      es: `Puedes escribir a nuestro equipo de soporte a {email}, a ser posible desde el correo vinculado a tu cuenta. Con la sesión iniciada, también puedes usar «Escribir a una persona» bajo el chat de soporte. Respondemos en un plazo de ${SUPPORT_REPLY_HOURS.standard} horas en días laborables (de lunes a viernes, de 9:00 a 18:00 CET); los suscriptores Pro tienen soporte prioritario, en ${SUPPORT_REPLY_HOURS.priority} horas.`,
      fr: `Vous pouvez écrire à notre équipe de support à {email}, de préférence depuis l’adresse e-mail liée à votre compte. Connecté, vous pouvez aussi utiliser « Écrire à une personne » sous le chat d’assistance. Nous répondons sous ${SUPPORT_REPLY_HOURS.standard} heures les jours ouvrés (du lundi au vendredi, de 9 h à 18 h CET) ; les abonnés Pro bénéficient d’un support prioritaire, sous ${SUPPORT_REPLY_HOURS.priority} heures.`,
      de: `Du kannst unserem Support-Team an {email} schreiben, am besten von der E-Mail-Adresse, die mit deinem Konto verknüpft ist. Angemeldet kannst du auch „Einem Menschen schreiben“ unter dem Support-Chat nutzen. Wir antworten innerhalb von ${SUPPORT_REPLY_HOURS.standard} Stunden an Werktagen (Montag bis Freitag, 9:00-18:00 Uhr MEZ); Pro-Abonnenten erhalten Priority-Support, innerhalb von ${SUPPORT_REPLY_HOURS.priority} Stunden.`,
    },
  },
];

/** When no topic matches. {email} is replaced by the support address. */
export const SUPPORT_FALLBACK: Record<Language, string> = {
  en: 'I’m not sure I understood your question. I can help with plans and prices, the free trial, AI minutes, billing, cancellations and refunds, your data, signing in and the coaches. For anything else, write to {email} and our team will answer within 48 hours on business days.',
  es: 'No estoy seguro de haber entendido tu pregunta. Puedo ayudarte con planes y precios, la prueba gratuita, los minutos de IA, los pagos, cancelaciones y reembolsos, tus datos, el inicio de sesión y los entrenadores. Para cualquier otra cosa, escribe a {email} y nuestro equipo te responderá en un plazo de 48 horas en días laborables.',
  fr: 'Je ne suis pas sûr d’avoir compris votre question. Je peux vous aider pour les formules et les prix, l’essai gratuit, les minutes d’IA, la facturation, les résiliations et remboursements, vos données, la connexion et les coachs. Pour toute autre demande, écrivez à {email} : notre équipe vous répondra sous 48 heures les jours ouvrés.',
  de: 'Ich bin mir nicht sicher, ob ich deine Frage richtig verstanden habe. Ich helfe dir gern bei Tarifen und Preisen, der kostenlosen Testphase, KI-Minuten, Zahlungen, Kündigungen und Erstattungen, deinen Daten, der Anmeldung und den Coaches. Für alles andere schreib an {email}; unser Team antwortet innerhalb von 48 Stunden an Werktagen.',
};
