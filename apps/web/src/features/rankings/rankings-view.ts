import type { ChartCategory } from '@dappx/shared/catalogue-constants';
import type { RankingsBasis, RankingsQuery, RankingsSort, RankingsWindow } from '@dappx/shared/rankings';
import { chartCategories } from '@dappx/shared/catalogue-constants';

// The router's loader reads these while the app's first load runs, which must stay free of zod: the
// shared rankings module builds its schemas with it, so its lists are restated here and a test keeps
// them equal to the shared ones.
export const windows = ['24h', '7d', '30d'] as const satisfies readonly RankingsWindow[];
export const sorts = ['uaw', 'transactions', 'volume', 'balance'] as const satisfies readonly RankingsSort[];
export const bases = ['clean', 'raw'] as const satisfies readonly RankingsBasis[];

export type ChainChoice = 'all' | number;

/** What /rankings shows, as its address says it: a filtered view can be linked. */
export type RankingsView = {
  window: RankingsWindow;
  chain: ChainChoice;
  category: ChartCategory | undefined;
  sort: RankingsSort;
  /** The cleaned figures (the cleaning rules' flagged rows left out) unless the raw ones are asked for. */
  figures: RankingsBasis;
  page: number;
};

export const defaultView: RankingsView = {
  window: '24h',
  chain: 'all',
  category: undefined,
  sort: 'uaw',
  figures: 'clean',
  page: 1,
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((candidate) => candidate === value);

/** A chain id as an address writes it, or every chain for anything else. */
export function chainOf(value: string | null): ChainChoice {
  if (!value || !/^[1-9][0-9]{0,15}$/.test(value)) return 'all';
  return Number(value);
}

function pageOf(value: string | null): number {
  if (!value || !/^[1-9][0-9]{0,4}$/.test(value)) return 1;
  return Number(value);
}

/** The view an address asks for; what it cannot mean falls back to the default, as the server would. */
export function viewOf(params: URLSearchParams): RankingsView {
  return {
    window: oneOf(windows, params.get('window')) ?? defaultView.window,
    chain: chainOf(params.get('chain')),
    category: oneOf(chartCategories, params.get('category')),
    sort: oneOf(sorts, params.get('sort')) ?? defaultView.sort,
    figures: oneOf(bases, params.get('figures')) ?? defaultView.figures,
    page: pageOf(params.get('page')),
  };
}

/** The address of a view: only what differs from the default, so a plain view keeps a plain address. */
export function paramsOf(view: RankingsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.window !== defaultView.window) params.set('window', view.window);
  if (view.chain !== 'all') params.set('chain', String(view.chain));
  if (view.category) params.set('category', view.category);
  if (view.sort !== defaultView.sort) params.set('sort', view.sort);
  if (view.figures !== defaultView.figures) params.set('figures', view.figures);
  if (view.page !== 1) params.set('page', String(view.page));
  return params;
}

/** A view with one choice changed; any change but the page's starts again from the first page. */
export function changed(view: RankingsView, change: Partial<RankingsView>): RankingsView {
  return { ...view, page: 1, ...change };
}

/** The call for a view. */
export const queryOf = (view: RankingsView): RankingsQuery => ({
  window: view.window,
  chain: view.chain,
  category: view.category,
  sort: view.sort,
  figures: view.figures,
  page: view.page,
});

/** The transactions page's view: a window and a chain, kept in its address the same way. */
export type TraceView = { window: RankingsWindow; chain: ChainChoice };

export const traceViewOf = (params: URLSearchParams): TraceView => ({
  window: oneOf(windows, params.get('window')) ?? defaultView.window,
  chain: chainOf(params.get('chain')),
});

export function traceParamsOf(view: TraceView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.window !== defaultView.window) params.set('window', view.window);
  if (view.chain !== 'all') params.set('chain', String(view.chain));
  return params;
}

/** The address of /rankings showing a view (the default for what is not given). */
export const rankingsPathOf = (change: Partial<RankingsView>) => {
  const search = paramsOf({ ...defaultView, ...change }).toString();
  return search ? `/rankings?${search}` : '/rankings';
};

/** The transactions behind an app's figures, over the window and chain they were read on. */
export function tracePathOf(slug: string, view: TraceView): string {
  const search = traceParamsOf(view).toString();
  return `/rankings/${encodeURIComponent(slug)}/transactions${search ? `?${search}` : ''}`;
}
