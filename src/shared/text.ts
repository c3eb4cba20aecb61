/**
 * Text folded for matching in any of the four languages: lower case, accents stripped, "ß" as
 * "ss", so "Épaule", "epaule" and "ÉPAULE" compare equal. Used by the coach's understanding, the
 * injury and food matchers and the support answers.
 */
export function normalizeText(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss');
}
