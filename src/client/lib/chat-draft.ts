/**
 * What a member has typed in a chat session, kept in this tab's sessionStorage: buying minutes goes
 * to the checkout page and back, and the message must still be in the box afterwards (issue 17).
 * Also the session they were in, so that the return from the checkout opens it again. Cleared when
 * the message is sent, at logout, and when the tab closes.
 */
export const DRAFT_PREFIX = 'chat-draft:';
export const RETURN_SESSION_KEY = 'chat-return-session';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function store(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled
  }
}

export function loadDraft(sessionId: string, storage: Store | null = store()): string {
  try {
    return storage?.getItem(DRAFT_PREFIX + sessionId) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the text (an empty or blank one removes the entry). */
export function saveDraft(sessionId: string, text: string, storage: Store | null = store()): void {
  try {
    if (text.trim()) storage?.setItem(DRAFT_PREFIX + sessionId, text);
    else storage?.removeItem(DRAFT_PREFIX + sessionId);
  } catch {
    // storage full or disabled: the text still lives in the box
  }
}

/** Before leaving for a pack's checkout: the session to open again on the way back. */
export function rememberReturnSession(sessionId: string | null, storage: Store | null = store()): void {
  try {
    if (sessionId) storage?.setItem(RETURN_SESSION_KEY, sessionId);
  } catch {
    // as above
  }
}

/** The session remembered before the checkout, read once. */
export function takeReturnSession(storage: Store | null = store()): string | null {
  try {
    const id = storage?.getItem(RETURN_SESSION_KEY) ?? null;
    storage?.removeItem(RETURN_SESSION_KEY);
    return id;
  } catch {
    return null;
  }
}

/** At logout and account deletion: nothing typed by one person stays for the next. */
export function forgetDrafts(storage: (Store & Pick<Storage, 'key' | 'length'>) | null = store() as Storage): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(DRAFT_PREFIX) || key === RETURN_SESSION_KEY) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // as above
  }
}
