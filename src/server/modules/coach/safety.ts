import { mentionsEatingDisorder, normalizeText } from '#shared/coaching/injuries.ts';

const RED_FLAGS = [
  /\b(chest pains?|pains? in (my|the) chest|dolor (en el |de |del )?pecho|douleurs? (a|dans) la poitrine|douleurs? thoraciques?|brustschmerz\w*|schmerzen in der brust|druck auf der brust)\b/,
  /\b(faint\w*|passed out|blacked out|desmay\w*|perdi el conocimiento|evanoui\w*|perte de connaissance|ohnmacht\w*|bewusstlos\w*|umgekippt)\b/,
  /\b(can.?t breathe|cannot breathe|severe(ly)? short(ness)? of breath|no puedo respirar|falta de aire|me ahogo|je ne peux pas respirer|je n.?arrive pas a respirer|essoufflement (severe|intense|grave)|atemnot|kann nicht atmen|bekomme keine luft)\b/,
];

const EATING_DISORDER_SIGNS =
  /\b(purg\w*|make myself (throw up|vomit)|stop eating|starv\w*|not eat(ing)? for days|dejar de comer|vomitar despues de comer|provocarme el vomito|no comer en dias|arreter de manger|me faire vomir|ne plus manger|aufhoren zu essen|nichts mehr essen|mich ubergeben nach dem essen|hungern)\b/;

/** Chest pain, fainting, severe shortness of breath: stop, seek urgent care, no plan (COACHING.md). */
export function isRedFlag(message: string): boolean {
  const text = normalizeText(message);
  return RED_FLAGS.some((re) => re.test(text));
}

/** An eating-disorder signal in a message or in the profile's conditions: supportive reply, never a deficit. */
export function isEatingDisorderSignal(message: string, conditions: readonly string[] = []): boolean {
  return (
    EATING_DISORDER_SIGNS.test(normalizeText(message)) ||
    mentionsEatingDisorder([message]) ||
    mentionsEatingDisorder(conditions)
  );
}
