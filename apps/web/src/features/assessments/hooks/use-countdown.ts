import { useEffect, useState } from 'react';

/**
 * The time left by the server's clock: `remainingMs` as the server answered it, counted down from
 * when it arrived. The browser never decides time on its own; a reload asks the server again.
 * Calls `onZero` once when it reaches zero.
 */
export function useCountdown(remainingMs: number, receivedAt: number, onZero: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, remainingMs - (now - receivedAt));
  useEffect(() => {
    if (remainingMs <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [remainingMs]);
  useEffect(() => {
    if (left === 0) onZero();
  }, [left, onZero]);
  return left;
}
