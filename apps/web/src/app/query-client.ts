import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportError } from '@/lib/unexpected-errors';

export function createQueryClient() {
  return new QueryClient({
    // Every failed query and mutation passes here, once: logged, and told to the user when unexpected.
    queryCache: new QueryCache({
      onError: (error, query) => reportError(error, `Query ${JSON.stringify(query.queryKey)}`),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        reportError(error, `Mutation ${JSON.stringify(mutation.options.mutationKey ?? 'unnamed')}`),
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
