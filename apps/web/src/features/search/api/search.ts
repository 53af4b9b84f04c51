import { catalogueEndpoints } from '@dappx/shared/endpoints/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';

export const search = (q: string, limit: number) =>
  api(catalogueEndpoints.catalogueSearch, { query: { q, limit } }).then((answer) => answer.results);

// Asking after every keystroke would flood the store; a short pause is enough to feel instant.
const typingPauseMs = 200;
/** The header's list is a glance; the results page asks for more (search-page.ts). */
const headerLimit = 8;

function useSettled(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), typingPauseMs);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** Apps and games matching the header's text, best first; nothing is asked for an empty text. */
export function useSearchResults(text: string) {
  const q = useSettled(text.trim());
  return useQuery({
    queryKey: ['search', q.toLowerCase(), headerLimit],
    queryFn: () => search(q, headerLimit),
    enabled: q.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
