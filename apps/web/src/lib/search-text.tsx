import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

type SearchText = { text: string; setText: (text: string) => void };

const SearchTextContext = createContext<SearchText>({ text: '', setText: () => {} });

/** The header's search text, shared with every screen that filters or highlights by it (spec, section 1). */
export function SearchTextProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState('');
  const value = useMemo(() => ({ text, setText }), [text]);
  return <SearchTextContext.Provider value={value}>{children}</SearchTextContext.Provider>;
}

export const useSearchText = () => useContext(SearchTextContext);
