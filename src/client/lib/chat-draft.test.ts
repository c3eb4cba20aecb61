import { describe, expect, it } from 'vitest';
import { forgetDrafts, loadDraft, rememberReturnSession, saveDraft, takeReturnSession } from './chat-draft.ts';

/** sessionStorage as the browser has it: strings by key, with key(i) and length. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    map,
  };
}

describe('issue 17: the message typed before buying minutes', () => {
  it('is still in the box after the trip to the checkout, in the session the member was in', () => {
    const tab = memoryStorage();
    // Typed in session s1, refused for lack of minutes, then off to buy a pack.
    saveDraft('s1', 'Make me a plan for my knees', tab);
    rememberReturnSession('s1', tab);
    // The page is loaded again on the way back from the checkout.
    expect(takeReturnSession(tab)).toBe('s1');
    expect(loadDraft('s1', tab)).toBe('Make me a plan for my knees');
    expect(loadDraft('s2', tab)).toBe('');
    // Read once: a later visit to /chat opens the first session as usual.
    expect(takeReturnSession(tab)).toBeNull();
  });

  it('is forgotten once sent (the box is emptied), and at logout', () => {
    const tab = memoryStorage();
    saveDraft('s1', 'hello', tab);
    saveDraft('s1', '', tab);
    expect(tab.map.size).toBe(0);
    saveDraft('s1', 'private words', tab);
    saveDraft('s2', 'more', tab);
    rememberReturnSession('s2', tab);
    tab.setItem('onboarding-form', '{}');
    forgetDrafts(tab);
    expect([...tab.map.keys()]).toEqual(['onboarding-form']);
  });

  it('never breaks the chat when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadDraft('s1', broken)).toBe('');
    expect(() => saveDraft('s1', 'x', broken)).not.toThrow();
    expect(takeReturnSession(broken)).toBeNull();
    expect(loadDraft('s1', null)).toBe('');
  });
});
