import { normalize } from './text.ts';

/**
 * The questions of one message, in order: "what is zone 2 and does it burn the most
 * fat?" is two, "how much protein? and when?" two, "what should I eat before and
 * after training" one (no second question word). Works in four languages.
 */
const JOINS = [
  // "…, and how…", "… and does…", "… also, what…"
  String.raw`(?:,\s*)?\b(?:and|also|plus|oh and)\s+(?=(?:what|how|when|which|where|why|is|are|does|do|should|can|could|will|would|whether)\b)`,
  String.raw`(?:,\s*)?\b(?:y|tambien|ademas)\s+(?=(?:que|como|cuant\w*|cuando|cual\w*|donde|por que|es|si|debo|deberia|puedo|hay|sirve)\b)`,
  String.raw`(?:,\s*)?\b(?:et|aussi)\s+(?=(?:est ce|comment|combien|quand|quel\w*|ou|pourquoi|si|faut|dois|je dois|c est|ca)\b)`,
  String.raw`(?:,\s*)?\b(?:und|ausserdem|auch)\s+(?=(?:wie|was|wann|welche\w*|wo|warum|ob|soll|sollte|kann|ist|bringt|hilft)\b)`,
];
const SPLIT = new RegExp(`\\?+\\s*|${JOINS.join('|')}`, 'g');

export function questionParts(message: string): string[] {
  const text = normalize(message.slice(0, 1000));
  const raw = text
    .split(SPLIT)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const p of raw) {
    // A fragment of one or two words ("and when") belongs to the question before it.
    if (out.length > 0 && p.split(' ').length < 3) out[out.length - 1] = `${out.at(-1)} ${p}`;
    else out.push(p);
  }
  return out;
}
