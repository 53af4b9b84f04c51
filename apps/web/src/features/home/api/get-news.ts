import { newsEndpoints } from '@dappx/shared/endpoints/news';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startApiLoading } from '@/lib/api-loading';

// The page spinner stays 2 s after a failure (storefront spec, section 4).
const spinnerAfterFailureMs = 2_000;

/** The MEDIA news; the page spinner is on while it loads. A failure is only logged, and the list is empty. */
export async function getNews() {
  const stop = startApiLoading();
  try {
    const answer = await api(newsEndpoints.cryptoNews);
    stop();
    return answer.results.data.cointelegraphFeed;
  } catch (error) {
    console.error('News could not be loaded', error);
    setTimeout(stop, spinnerAfterFailureMs);
    return [];
  }
}

export const newsQuery = {
  queryKey: ['crypto', 'news'],
  queryFn: getNews,
  staleTime: 10 * 60_000,
  retry: false,
};

export const useNews = () => useQuery(newsQuery);
