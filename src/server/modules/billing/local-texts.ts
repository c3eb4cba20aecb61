import type { PlanId } from '#shared/catalog/pricing.ts';
import type { Language } from '#shared/i18n/languages.ts';

type T = {
  title: string;
  notice: string;
  planLine: (plan: string, price: string, period: string) => string;
  trialLine: (days: number, today: string) => string;
  /** A subscription checkout without the trial: the person had it already. */
  noTrialLine: string;
  packLine: (minutes: number, price: string) => string;
  startTrial: string;
  startTrialCard: string;
  pay: string;
  fail: string;
  cancel: string;
  failed: string;
  billingTitle: string;
  status: Record<string, string>;
  /** The label of the status row (issue 24: it was English on every page). */
  statusLabel: string;
  /** The plans' names, as the app writes them in this language. */
  planNames: Record<PlanId, string>;
  plan: string;
  trialEnds: string;
  periodEnds: string;
  cardOnFile: string;
  noCard: string;
  addCard: string;
  cancelAtEnd: string;
  resume: string;
  simulateFailure: string;
  payNow: string;
  endTrial: string;
  switchTo: (plan: string) => string;
  back: string;
  noSubscription: string;
  willCancel: string;
  period: { month: string; year: string };
};

export const LOCAL_TEXTS: Record<Language, T> = {
  en: {
    title: 'Forja checkout',
    notice: 'Local test checkout: no real payment happens and no card is needed.',
    planLine: (plan, price, period) => `${plan} · ${price} / ${period}`,
    trialLine: (days, today) => `${days}-day free trial · ${today} today · cancel any time`,
    noTrialLine: 'You have already had your free trial: this subscription starts paid today.',
    packLine: (minutes, price) => `${minutes} extra AI minutes for today · ${price}`,
    startTrial: 'Start free trial (no card)',
    startTrialCard: 'Start free trial and add a card',
    pay: 'Pay',
    fail: 'Simulate a declined card',
    cancel: 'Cancel and go back',
    failed: 'Payment Failed: the card was declined. Nothing was charged.',
    billingTitle: 'Forja billing',
    status: { trialing: 'Free Trial', active: 'Active', past_due: 'Payment due', canceled: 'Canceled' },
    plan: 'Plan',
    statusLabel: 'Status',
    planNames: { BASIC: 'Basic', PRO: 'Pro', ANNUAL: 'Annual' },
    trialEnds: 'Trial ends',
    periodEnds: 'Current period ends',
    cardOnFile: 'A card is on file.',
    noCard: 'No card on file: the trial ends without any charge.',
    addCard: 'Add a card',
    cancelAtEnd: 'Cancel at period end',
    resume: 'Resume subscription',
    simulateFailure: 'Simulate a failed payment',
    payNow: 'Pay the due amount',
    endTrial: 'End the trial now',
    switchTo: (plan) => `Switch to ${plan}`,
    back: 'Back to Forja',
    noSubscription: 'You have no subscription.',
    willCancel: 'The subscription ends at the end of the period.',
    period: { month: 'month', year: 'year' },
  },
  es: {
    title: 'Pago de Forja',
    notice: 'Pago de prueba local: no se realiza ningún pago real ni hace falta tarjeta.',
    planLine: (plan, price, period) => `${plan} · ${price} / ${period}`,
    trialLine: (days, today) => `Prueba gratuita de ${days} días · ${today} hoy · cancela cuando quieras`,
    noTrialLine: 'Ya has disfrutado de tu prueba gratuita: esta suscripción empieza hoy de pago.',
    packLine: (minutes, price) => `${minutes} minutos de IA extra para hoy · ${price}`,
    startTrial: 'Empezar la prueba gratuita (sin tarjeta)',
    startTrialCard: 'Empezar la prueba y añadir una tarjeta',
    pay: 'Pagar',
    fail: 'Simular una tarjeta rechazada',
    cancel: 'Cancelar y volver',
    failed: 'Pago fallido: la tarjeta ha sido rechazada. No se ha cobrado nada.',
    billingTitle: 'Facturación de Forja',
    status: { trialing: 'Prueba gratuita', active: 'Activa', past_due: 'Pago pendiente', canceled: 'Cancelada' },
    plan: 'Plan',
    statusLabel: 'Estado',
    planNames: { BASIC: 'Básico', PRO: 'Pro', ANNUAL: 'Anual' },
    trialEnds: 'La prueba termina',
    periodEnds: 'El periodo actual termina',
    cardOnFile: 'Hay una tarjeta guardada.',
    noCard: 'Sin tarjeta guardada: la prueba termina sin ningún cargo.',
    addCard: 'Añadir una tarjeta',
    cancelAtEnd: 'Cancelar al final del periodo',
    resume: 'Reanudar la suscripción',
    simulateFailure: 'Simular un pago fallido',
    payNow: 'Pagar el importe pendiente',
    endTrial: 'Terminar la prueba ahora',
    switchTo: (plan) => `Cambiar a ${plan}`,
    back: 'Volver a Forja',
    noSubscription: 'No tienes ninguna suscripción.',
    willCancel: 'La suscripción termina al final del periodo.',
    period: { month: 'mes', year: 'año' },
  },
  fr: {
    title: 'Paiement Forja',
    notice: 'Paiement de test local : aucun paiement réel, aucune carte nécessaire.',
    planLine: (plan, price, period) => `${plan} · ${price} / ${period}`,
    trialLine: (days, today) => `Essai gratuit de ${days} jours · ${today} aujourd’hui · résiliable à tout moment`,
    noTrialLine: 'Vous avez déjà profité de votre essai gratuit : cet abonnement est payant dès aujourd’hui.',
    packLine: (minutes, price) => `${minutes} minutes d’IA supplémentaires pour aujourd’hui · ${price}`,
    startTrial: 'Commencer l’essai gratuit (sans carte)',
    startTrialCard: 'Commencer l’essai et ajouter une carte',
    pay: 'Payer',
    fail: 'Simuler une carte refusée',
    cancel: 'Annuler et revenir',
    failed: 'Paiement échoué : la carte a été refusée. Rien n’a été débité.',
    billingTitle: 'Facturation Forja',
    status: { trialing: 'Essai gratuit', active: 'Actif', past_due: 'Paiement en attente', canceled: 'Résilié' },
    plan: 'Formule',
    statusLabel: 'Statut',
    planNames: { BASIC: 'Basique', PRO: 'Pro', ANNUAL: 'Annuel' },
    trialEnds: 'Fin de l’essai',
    periodEnds: 'Fin de la période en cours',
    cardOnFile: 'Une carte est enregistrée.',
    noCard: 'Aucune carte enregistrée : l’essai se termine sans aucun débit.',
    addCard: 'Ajouter une carte',
    cancelAtEnd: 'Résilier en fin de période',
    resume: 'Reprendre l’abonnement',
    simulateFailure: 'Simuler un paiement échoué',
    payNow: 'Payer le montant dû',
    endTrial: 'Terminer l’essai maintenant',
    switchTo: (plan) => `Passer à ${plan}`,
    back: 'Retour à Forja',
    noSubscription: 'Vous n’avez aucun abonnement.',
    willCancel: 'L’abonnement se termine à la fin de la période.',
    period: { month: 'mois', year: 'an' },
  },
  de: {
    title: 'Forja-Bezahlung',
    notice: 'Lokale Test-Bezahlung: Es findet keine echte Zahlung statt, du brauchst keine Karte.',
    planLine: (plan, price, period) => `${plan} · ${price} / ${period}`,
    trialLine: (days, today) => `${days} Tage kostenlos testen · heute ${today} · jederzeit kündbar`,
    noTrialLine: 'Du hattest deine kostenlose Testphase schon: Dieses Abo ist ab heute kostenpflichtig.',
    packLine: (minutes, price) => `${minutes} zusätzliche KI-Minuten für heute · ${price}`,
    startTrial: 'Kostenlose Testphase starten (ohne Karte)',
    startTrialCard: 'Testphase starten und Karte hinzufügen',
    pay: 'Bezahlen',
    fail: 'Abgelehnte Karte simulieren',
    cancel: 'Abbrechen und zurück',
    failed: 'Zahlung fehlgeschlagen: Die Karte wurde abgelehnt. Es wurde nichts abgebucht.',
    billingTitle: 'Forja-Abrechnung',
    status: { trialing: 'Kostenlose Testphase', active: 'Aktiv', past_due: 'Zahlung offen', canceled: 'Gekündigt' },
    plan: 'Abo',
    statusLabel: 'Status',
    planNames: { BASIC: 'Basic', PRO: 'Pro', ANNUAL: 'Jährlich' },
    trialEnds: 'Testphase endet',
    periodEnds: 'Aktueller Zeitraum endet',
    cardOnFile: 'Eine Karte ist hinterlegt.',
    noCard: 'Keine Karte hinterlegt: Die Testphase endet ohne Abbuchung.',
    addCard: 'Karte hinzufügen',
    cancelAtEnd: 'Zum Ende des Zeitraums kündigen',
    resume: 'Abo fortsetzen',
    simulateFailure: 'Fehlgeschlagene Zahlung simulieren',
    payNow: 'Offenen Betrag bezahlen',
    endTrial: 'Testphase jetzt beenden',
    switchTo: (plan) => `Zu ${plan} wechseln`,
    back: 'Zurück zu Forja',
    noSubscription: 'Du hast kein Abo.',
    willCancel: 'Das Abo endet zum Ende des Zeitraums.',
    period: { month: 'Monat', year: 'Jahr' },
  },
};
