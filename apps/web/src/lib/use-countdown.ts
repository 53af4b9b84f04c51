import { useEffect, useState } from 'react';

/** Spec, section 9: countdowns tick every second. */
const tickMs = 1_000;

/** Milliseconds left until `target` (0 once passed), re-rendering every second while time is left. */
export function useCountdown(target: Date | null | undefined): number {
  const targetMs = target ? target.getTime() : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (targetMs <= Date.now()) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= targetMs) clearInterval(timer);
    }, tickMs);
    return () => clearInterval(timer);
  }, [targetMs]);
  return Math.max(0, targetMs - now);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'hh:mm:ss', hours beyond 24 kept whole: the penalty countdown. */
export function formatHms(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** Days, hours, minutes and seconds: the season countdown. */
export function dhmsParts(ms: number) {
  const seconds = Math.floor(ms / 1000);
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

/** Whether a penalty window is still running. */
export const underPenalty = (until: Date | null) => until !== null && until.getTime() > Date.now();
