import type { ChartCatalogue, GameCard, GamesCatalogue } from '@dappx/shared/catalogue';
import { describe, expect, it } from 'vitest';
import { appLinkOf, gameSlugsOf, sitesOf } from './app-links';
import { chainNamesOf } from './api/use-chain-names';

const card = (_id: string) => ({ _id }) as GameCard;
const games = {
  slides: [],
  recommended: [card('game-arena')],
  specialOffersHidden: [],
  recommendedSecond: [],
  popular: [card('card-clash'), card('game-arena')],
  specialOffers: [],
  recommendedFinal: [],
} as GamesCatalogue;
const defi = { entries: [{ _id: 'aave', href: 'https://aave.com' }] } as ChartCatalogue;

describe('where a ranked app’s name leads', () => {
  const links = { games: gameSlugsOf(games), sites: sitesOf([defi, undefined]) };

  it('leads a game to its page in the store', () => {
    expect(appLinkOf('card-clash', links)).toBe('/games/card-clash');
  });

  it('leads any other app to its site, as its chart tile does', () => {
    expect(appLinkOf('aave', links)).toBe('https://aave.com');
  });

  it('leads nowhere while the store knows no page of it', () => {
    expect(appLinkOf('unknown', links)).toBeUndefined();
    expect(appLinkOf('aave', { games: gameSlugsOf(undefined), sites: sitesOf([]) })).toBeUndefined();
  });
});

describe('chain names', () => {
  it('names every L1 network and the L2 as the store does', () => {
    const info = {
      networks: [
        { chainId: 8888, name: 'Acent' },
        { chainId: 42, name: 'Testnet' },
      ],
      l2: { chainId: 13473, name: 'IMX' },
    } as Parameters<typeof chainNamesOf>[0];
    expect([...chainNamesOf(info)]).toEqual([
      [8888, 'Acent'],
      [42, 'Testnet'],
      [13473, 'IMX'],
    ]);
    expect(chainNamesOf(undefined).size).toBe(0);
  });
});
