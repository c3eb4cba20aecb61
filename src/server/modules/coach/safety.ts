import { mentionsEatingDisorder } from '#shared/coaching/injuries.ts';
import { normalizeText } from '#shared/text.ts';

const RED_FLAGS = [
  // Chest pain or pressure
  /\b(chest pains?|(pain|pressure|tightness|squeez\w*) (in|on|across) (my|the) chest|chest (feels|is|felt) (tight|heavy)|pains? in (my|the) chest|dolor (en el |de |del )?pecho|(presion|opresion) (en el|del) pecho|pecho (apretado|oprimido)|douleurs? (a|dans) la poitrine|douleurs? thoraciques?|(pression|oppression) (dans|sur) la poitrine|poitrine serree|brustschmerz\w*|(schmerz\w*|druck\w*) (in|auf) der brust|brust (fuhlt sich )?eng|brustenge|engegefuhl in der brust)\b/,
  // Fainting
  /\b(faint\w*|passed out|blacked out|black out|desmay\w*|perdi el conocimiento|evanoui\w*|perte de connaissance|ohnmacht\w*|bewusstlos\w*|umgekippt)\b/,
  // Severe shortness of breath
  /\b(can.?t breathe|cannot breathe|can.?t catch my breath|struggling to breathe|severe(ly)? short(ness)? of breath|no puedo respirar|falta de aire|me ahogo|no (consigo|puedo) recuperar el aliento|me falta el aire|je ne peux pas respirer|je n.?arrive pas a (respirer|reprendre mon souffle)|essoufflement (severe|intense|grave)|atemnot|kann nicht atmen|bekomme keine luft|(krieg|kriege|bekomme) (kaum|keine) luft)\b/,
];

/**
 * Purging, starving oneself, not eating: what a person says of what they do,
 * not the words alone ("without feeling starved" is a wish for a plan that is
 * easy to keep, not a signal).
 */
const EATING_DISORDER_SIGNS =
  /\b(purg(e|es|ed|ing)|make (myself|me) (sick|throw up|vomit)|made myself (sick|throw up|vomit)|throw(ing)? up after (eating|meals?)|vomit(ing)? after (eating|meals?)|starv(e|ing) myself|stop(ped)? eating|not eat(ing)? for days|skip(ping)? (all|every) meals?|laxatives? to lose|dejar de comer|no comer (nada|en dias)|vomit(ar|o) (despues|tras) (de )?(comer|las comidas)|me (provoco|hago) (el )?vomit\w*|provocarme el vomito|me obligo a vomitar|laxantes para adelgazar|arreter de manger|ne plus manger|me faire vomir|je me fais vomir|vomir apres (les repas|avoir mange|manger)|sauter tous les repas|laxatifs pour maigrir|aufhoren zu essen|nichts mehr essen|mich (nach dem essen )?(ubergeben|erbrechen)|erbreche mich|ubergebe mich|hungere mich|abfuhrmittel zum abnehmen)\b/;

/** "600 calories a day", "800 kcal al día": an intake goal below the energy floor (docs/coaching-guide.md). */
const DAILY_INTAKE =
  /\b(\d{3,4})\s*(kcal|calories|calorias|kalorien|cal)\s*(a|per|al|por|par|pro|am|each|every|cada)?\s*(day|dia|jour|tag|daily|diarias?|journalieres?|taglich)\b/;
const LOWEST_FLOOR = 1200;

/** Chest pain, fainting, severe shortness of breath: stop, seek urgent care, no plan (docs/coaching-guide.md). */
export function isRedFlag(message: string): boolean {
  const text = normalizeText(message);
  return RED_FLAGS.some((re) => re.test(text));
}

/** An intake target below every energy floor, said as a plan ("I want to eat 600 calories a day"). */
export function isVeryLowIntake(message: string): boolean {
  const m = normalizeText(message).match(DAILY_INTAKE);
  return !!m && Number(m[1]) < LOWEST_FLOOR;
}

/** An eating-disorder signal in a message or in the profile's conditions: supportive reply, never a deficit. */
export function isEatingDisorderSignal(message: string, conditions: readonly string[] = []): boolean {
  const text = normalizeText(message);
  return (
    EATING_DISORDER_SIGNS.test(text) ||
    isVeryLowIntake(message) ||
    mentionsEatingDisorder([message]) ||
    mentionsEatingDisorder(conditions)
  );
}

const BACK_RED_FLAGS =
  /\b(numb\w* (in|around) (my|the) (groin|saddle|inner thighs?)|groin numbness|saddle numbness|(lost|losing|loss of) (bladder|bowel) control|can.?t control my (bladder|bowels?)|incontinen\w*|adormecid\w* (la |en la )?(ingle|entrepierna|zona genital)|perdida (del )?control (de la )?(vejiga|orina|esfinteres)|no controlo (la orina|la vejiga|los esfinteres)|engourdi\w* (de l.?|a l.?|dans l.?)?(aine|entrejambe)|perte (du )?controle (de la )?(vessie|des sphincters)|taub\w* (in der |im )?(leiste|schritt|genitalbereich)|reithosen\w*|blase nicht (mehr )?kontrollieren|verlust der blasen\w*|inkontinen\w*|(trouble|difficulty|problems?) (peeing|urinating)|can.?t (pee|urinate)|(me cuesta|no puedo) orinar|ingle (como )?dormida|du mal a uriner|ne peux (plus )?pas uriner|(kann|konnte) kaum pinkeln|kaum pinkeln|(intimbereich|genitalbereich) (ist )?taub|(ingle|entrepierna|zona genital) (adormecid|dormid)\w*|(aine|entrejambe) engourdi\w*|(leiste|schritt|genitalbereich) (ist |sind )?taub\w*)\b/;

/** Back pain with the signs of nerve compression (docs/coaching-guide.md): urgent care, no training. */
export function isBackRedFlag(message: string): boolean {
  return BACK_RED_FLAGS.test(normalizeText(message));
}
