import { describe, expect, it } from 'vitest';
import { filterMarket, marketCollections, tokenOf, type MarketItem } from './market-items';

const item = (name: string, price: string, status: number, collectionId = 'zep'): MarketItem =>
  ({
    name,
    price,
    status,
    itemId: `${collectionId}-${name}`,
    tokenId: '1',
    tokenUri: '',
    ownerOf: '0x0000000000000000000000000000000000000001',
    tokenAddress: '0x0000000000000000000000000000000000000002',
    collectionId,
    category: collectionId === 'zep' ? 'Zephyr Sprites' : 'Aurora',
    asset_id: `${collectionId.toUpperCase()}-${name}`,
  }) as MarketItem;

const items = [
  item('Zephyr Blue', '0.5', 0),
  item('Zephyr Gold', '0.05', 2),
  item('Aurora Dawn', '1.25', 0, 'aur'),
  item('Aurora Dusk', '0.25', 0, 'aur'),
];
const names = (list: MarketItem[]) => list.map((entry) => entry.name);
const all = { search: '', collection: 'all', status: 'all', sort: 'price-asc' } as const;

describe('the market', () => {
  it('orders by price either way, comparing amounts, not text', () => {
    expect(names(filterMarket(items, all))).toEqual([
      'Zephyr Gold',
      'Aurora Dusk',
      'Zephyr Blue',
      'Aurora Dawn',
    ]);
    expect(names(filterMarket(items, { ...all, sort: 'price-desc' }))).toEqual([
      'Aurora Dawn',
      'Zephyr Blue',
      'Aurora Dusk',
      'Zephyr Gold',
    ]);
  });

  it('keeps what matches the search, the collection and the status together', () => {
    expect(names(filterMarket(items, { ...all, search: ' zephyr ' }))).toEqual([
      'Zephyr Gold',
      'Zephyr Blue',
    ]);
    expect(names(filterMarket(items, { ...all, collection: 'aur', status: 'available' }))).toEqual([
      'Aurora Dusk',
      'Aurora Dawn',
    ]);
    expect(names(filterMarket(items, { ...all, status: 'sold' }))).toEqual(['Zephyr Gold']);
  });

  it('lists each collection once, by name, with its count', () => {
    expect(marketCollections(items).map(({ name, count }) => [name, count])).toEqual([
      ['Aurora', 2],
      ['Zephyr Sprites', 2],
    ]);
  });

  it('sells an item as the token it is, by its asset id and price', () => {
    expect(tokenOf(items[0]!)).toMatchObject({
      _id: 'zep-Zephyr Blue',
      price: '0.5',
      metadata: { asset_id: 'ZEP-Zephyr Blue' },
    });
  });
});
