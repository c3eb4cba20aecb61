/**
 * Where a started trial leads (issue 24): the pricing dialog after onboarding notes, before the
 * checkout, that its person came to chat; the return from a completed checkout then opens the chat
 * with the coach they chose instead of staying on /subscription. Kept in this tab's sessionStorage
 * (`after-checkout`), read once.
 */
export const AFTER_CHECKOUT_KEY = 'after-checkout';
/** The chat, opening a session with the coach chosen in onboarding when there is none yet. */
export const CHAT_WITH_CHOSEN_COACH = '/chat?start=coach';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function store(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberAfterCheckout(path: string, storage: Store | null = store()): void {
  try {
    storage?.setItem(AFTER_CHECKOUT_KEY, path);
  } catch {
    // storage disabled: the member stays on /subscription after the checkout
  }
}

/** The page to open after a completed checkout, read once (null: stay). Only the chat is accepted. */
export function takeAfterCheckout(storage: Store | null = store()): string | null {
  try {
    const path = storage?.getItem(AFTER_CHECKOUT_KEY) ?? null;
    storage?.removeItem(AFTER_CHECKOUT_KEY);
    return path === CHAT_WITH_CHOSEN_COACH ? path : null;
  } catch {
    return null;
  }
}
