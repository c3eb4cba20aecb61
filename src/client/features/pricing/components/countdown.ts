import { useEffect, useState } from 'react';

/** docs/PRODUCT.md: 600 seconds down to 0, then it stops. Changing `restartKey` starts it again. */
export const COUNTDOWN_SECONDS = 600;

export function useCountdown(restartKey: unknown = 0): number {
  const [left, setLeft] = useState(COUNTDOWN_SECONDS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey restarts the countdown
  useEffect(() => {
    setLeft(COUNTDOWN_SECONDS);
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, COUNTDOWN_SECONDS - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [restartKey]);
  return left;
}

export const mmss = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
