import { describe, expect, it } from 'vitest';
import { FOLLOW_SLACK_PX, isNearEnd } from './use-follow-conversation.ts';

describe('a conversation follows its newest message unless the person scrolled up (issue 24)', () => {
  const box = (scrollTop: number) => ({ scrollTop, scrollHeight: 2000, clientHeight: 500 });
  it('at the end, or within a few pixels of it, the view follows', () => {
    expect(isNearEnd(box(1500))).toBe(true);
    expect(isNearEnd(box(1500 - FOLLOW_SLACK_PX))).toBe(true);
  });
  it('scrolled up to read, it stays where the person is', () => {
    expect(isNearEnd(box(1500 - FOLLOW_SLACK_PX - 1))).toBe(false);
    expect(isNearEnd(box(0))).toBe(false);
  });
});
