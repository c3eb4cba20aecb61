import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

/** How close to the end (px) still counts as reading the latest message. */
export const FOLLOW_SLACK_PX = 80;

/** True when a scrolled box shows its end, give or take `slack` pixels. */
export function isNearEnd(
  box: Pick<HTMLElement, 'scrollTop' | 'scrollHeight' | 'clientHeight'>,
  slack = FOLLOW_SLACK_PX,
) {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= slack;
}

/**
 * A conversation's scrolled box follows the conversation (issue 24): it opens at the latest message,
 * and each new message or streamed word brings the end into view, unless the person scrolled up to
 * read (then it stays where they are until they come back down). `change` is whatever grows with the
 * conversation (message count, streamed text length).
 */
export function useFollowConversation(box: RefObject<HTMLElement | null>, change: unknown) {
  const following = useRef(true);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onScroll = () => {
      following.current = isNearEnd(el);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [box]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows each change of the conversation
  useLayoutEffect(() => {
    const el = box.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [box, change]);
  /** The person sent a message: follow again, wherever they had scrolled. */
  return () => {
    following.current = true;
  };
}
