import { useQuery } from '@tanstack/react-query';
import { loadChains } from './chains';

/**
 * Whether the store runs on its demo chains, where its tokens are test tokens no exchange sells. Until
 * the chains are read it answers yes: better no exchange link for a moment than a wrong one.
 */
export const useDemoStore = () =>
  useQuery({ queryKey: ['chains'], queryFn: loadChains, staleTime: Infinity }).data?.demo ?? true;
