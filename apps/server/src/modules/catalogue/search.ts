import type { SearchResult } from '@dappx/shared';

/** What the search needs of one app or game: its result as shown, and what a search compares. */
export type Searchable = {
  result: SearchResult;
  /** The name as PostgreSQL lowercases it (the `search_name` column), so matching is the database's. */
  searchName: string;
  category: string;
  currency: string | null;
};

const chains = new Set(['eth', 'bsc']);
const categoryWords: Record<string, string> = {
  defi: 'defi',
  game: 'game',
  games: 'game',
  nft: 'nft',
  exchange: 'exchange',
  exchanges: 'exchange',
};

/** A search's text as every match compares it: lowercased, and the category or chain it names, if any. */
export function searchTermsOf(text: string) {
  const needle = text.toLowerCase();
  return {
    needle,
    // Own words only: a search for '__proto__' must not find Object.prototype.
    category: Object.hasOwn(categoryWords, needle) ? categoryWords[needle] : undefined,
    chain: chains.has(needle) ? needle.toUpperCase() : undefined,
  };
}
export type SearchTerms = ReturnType<typeof searchTermsOf>;

/** Exact name 3, name starting with the text 2, a word starting with it 1, else 0. */
export function nameRank(searchName: string, needle: string): number {
  if (searchName === needle) return 3;
  if (searchName.startsWith(needle)) return 2;
  return searchName.includes(` ${needle}`) ? 1 : 0;
}

export type Ranked = { rank: number; result: SearchResult };

// Built once: String.prototype.localeCompare builds a collator on every call.
const collator = new Intl.Collator();

/** Apps' and games' best, merged: higher rank first, then shorter names, then by name (a stable sort). */
export function bestFirst(ranked: Ranked[], limit: number): SearchResult[] {
  return ranked
    .sort(
      (a, b) =>
        b.rank - a.rank ||
        a.result.name.length - b.result.name.length ||
        collator.compare(a.result.name, b.result.name),
    )
    .slice(0, limit)
    .map(({ result }) => result);
}

const gramLength = 3;

/** Each distinct three-letter run of a name, once. */
function gramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let at = 0; at + gramLength <= text.length; at += 1) grams.add(text.slice(at, at + gramLength));
  return grams;
}

/**
 * One table's searchables, in the order its ties are broken (shorter names, then by name, then by
 * slug, as PostgreSQL orders them), and for each three-letter run the positions of the names holding
 * it: a name contains the text only if it holds every run of it, so the rarest run's few names are
 * the only ones to compare.
 */
class Shelf {
  private readonly grams = new Map<string, number[]>();

  constructor(
    private readonly entries: readonly Searchable[],
    private readonly matchesWord: (entry: Searchable, terms: SearchTerms) => boolean,
  ) {
    entries.forEach((entry, position) => {
      for (const gram of gramsOf(entry.searchName)) {
        const positions = this.grams.get(gram);
        if (positions) positions.push(position);
        else this.grams.set(gram, [position]);
      }
    });
  }

  /** The `limit` best matches, ranked: by rank, then in the shelf's order. */
  best(terms: SearchTerms, limit: number): Ranked[] {
    const byRank: Searchable[][] = [[], [], [], []];
    for (const position of this.candidates(terms)) {
      const entry = this.entries[position]!;
      const named = entry.searchName.includes(terms.needle);
      if (named || this.matchesWord(entry, terms))
        byRank[named ? nameRank(entry.searchName, terms.needle) : 0]!.push(entry);
    }
    const ranked: Ranked[] = [];
    for (let rank = 3; rank >= 0 && ranked.length < limit; rank -= 1)
      for (const entry of byRank[rank]!.slice(0, limit - ranked.length))
        ranked.push({ rank, result: entry.result });
    return ranked;
  }

  /** Positions that may match, ascending: every one when a category or chain word may match any row. */
  private candidates({ needle, category, chain }: SearchTerms): Iterable<number> {
    if (category || chain || needle.length < gramLength) return this.entries.keys();
    let rarest: number[] = [];
    for (const gram of gramsOf(needle)) {
      const positions = this.grams.get(gram);
      if (!positions) return [];
      if (rarest.length === 0 || positions.length < rarest.length) rarest = positions;
    }
    return rarest;
  }
}

/** How many distinct searches an index remembers the answer of (a burst of the same letters). */
const rememberedSearches = 2_000;

/**
 * The catalogue's search over a snapshot of its visible apps and games, in memory: the same matches,
 * ranking and limit as the SQL search (`search` in repository.ts) without a database round trip. A
 * snapshot never changes: a catalogue change builds a new one.
 */
export class SearchIndex {
  private readonly apps: Shelf;
  private readonly games: Shelf;
  private readonly answers = new Map<string, SearchResult[]>();

  /** `apps` and `games` each in PostgreSQL's order of `length(name), name, slug`. */
  constructor(apps: readonly Searchable[], games: readonly Searchable[]) {
    this.apps = new Shelf(
      apps,
      (app, { category, chain }) =>
        (category !== undefined && app.category === category) ||
        (chain !== undefined && app.currency === chain),
    );
    this.games = new Shelf(
      games,
      (game, { category, chain }) => category === 'game' || (chain !== undefined && game.currency === chain),
    );
  }

  /** Apps and games whose name contains the text (any case), or whose category or chain it names. */
  search(text: string, limit: number): SearchResult[] {
    const key = `${limit}:${text.toLowerCase()}`;
    let answer = this.answers.get(key);
    if (!answer) {
      const terms = searchTermsOf(text);
      answer = bestFirst([...this.apps.best(terms, limit), ...this.games.best(terms, limit)], limit);
      if (this.answers.size >= rememberedSearches) this.answers.delete(this.answers.keys().next().value!);
      this.answers.set(key, answer);
    }
    return answer;
  }
}
