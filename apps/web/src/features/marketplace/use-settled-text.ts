import { useEffect, useState } from 'react';

/** What was typed, once typing pauses: a search asks the server once per pause, not once per key. */
export function useSettledText(text: string, pauseMs = 300) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), pauseMs);
    return () => clearTimeout(timer);
  }, [text, pauseMs]);
  return settled;
}
