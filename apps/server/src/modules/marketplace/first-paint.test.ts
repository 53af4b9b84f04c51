import {
  fillFirstPaint,
  type CollectionTokens,
  type MarketCollection,
  type MarketItem,
  type MarketPage,
} from '@dappx/shared';
import { describe, expect, it } from 'vitest';
import { testFirstPaint } from '../../../test/first-paint-templates';
import { collectionFirstPaint, marketFirstPaint } from './first-paint';

const filled = (content: ReturnType<typeof collectionFirstPaint>) =>
  content && fillFirstPaint(content.template, content.text, content.html);

const owner = '0x1234567890abcdef1234567890abcdef12345678';
const item = (changes: Partial<MarketItem> = {}): MarketItem => ({
  item_id: 'i1',
  collection_id: 'c-1',
  collection_name: 'Orbs & <Co>',
  collection_symbol: 'ORB',
  token_id: '7',
  name: 'Orb "7"',
  description: '',
  image_url: '/art/7.svg?a&b',
  asset_id: 'ORB-7',
  properties: {},
  // 0.05 of the coin, in wei.
  price: '50000000000000000',
  status: 0,
  owner_address: null,
  owner_username: null,
  ...changes,
});
const page = (items: MarketItem[], collections: MarketCollection[] = []): MarketPage => ({
  items,
  total: items.length,
  collections,
});

describe("the NFT market's first paint", () => {
  it("draws each card as the app's, a link to the item's page, every value escaped", () => {
    const html = filled(
      marketFirstPaint(page([item()]), { language: 'en', usdPerCoin: 3150 }, testFirstPaint.en),
    );
    expect(html).toContain('<h1>market en</h1>');
    expect(html).toContain(
      '<li><a href="/explore-3/c-1/7" aria-label="Orb &#34;7&#34;"><img src="/art/7.svg?a&#38;b">' +
        '<span>Orbs &#38; &#60;Co&#62;</span><p>Orb &#34;7&#34;</p>' +
        '<p data-wei="50000000000000000">0.05 ETH on IMX</p><span data-usd>≈ $157.50</span>' +
        '<b>available en</b></a></li>',
    );
  });

  it("writes the price in the page's language, leaves out the USD value while the prices are unknown, and names a sold item's owner", () => {
    const sold = item({ status: 2, owner_address: owner, owner_username: 'Ann <3' });
    const html = filled(
      marketFirstPaint(page([sold]), { language: 'es', usdPerCoin: undefined }, testFirstPaint.es),
    );
    expect(html).toContain('<p data-wei="50000000000000000">0,05 ETH en IMX</p>');
    expect(html).not.toContain('data-usd');
    expect(html).toContain(`<span title="${owner}">owner es: Ann &#60;3</span><b>sold es</b>`);
    const unnamed = filled(
      marketFirstPaint(
        page([item({ owner_address: owner })]),
        { language: 'pt', usdPerCoin: 1 },
        testFirstPaint.pt,
      ),
    );
    expect(unnamed).toContain('owner pt: 0x1234…5678');
  });

  it('draws the first ten cards: the first screen at any width, not the whole page', () => {
    const items = Array.from({ length: 36 }, (_, index) => item({ token_id: String(index + 1) }));
    const html = filled(marketFirstPaint(page(items), { language: 'en', usdPerCoin: 1 }, testFirstPaint.en))!;
    expect(html.match(/<li>/g)).toHaveLength(10);
    expect(html).toContain('href="/explore-3/c-1/10"');
    expect(html).not.toContain('href="/explore-3/c-1/11"');
  });

  it('draws the collections as tiles with their item counts, and no collections row when there are none', () => {
    const collections = [
      { id: 'a', name: 'A & B', image_url: '/a.svg', count: 12 },
      { id: 'b', name: 'Solo', image_url: null, count: 1 },
    ];
    const html = filled(
      marketFirstPaint(page([item()], collections), { language: 'en', usdPerCoin: 1 }, testFirstPaint.en),
    );
    expect(html).toContain(
      '<section data-collections="en"><div><img src="/a.svg">A &#38; B (12 items)</div>' +
        '<div><img src="">Solo (1 item)</div></section>',
    );
    const none = filled(
      marketFirstPaint(page([item()]), { language: 'en', usdPerCoin: 1 }, testFirstPaint.en),
    );
    expect(none).not.toContain('data-collections');
  });
});

describe("a collection's page's first paint", () => {
  const tokens = (changes: Partial<CollectionTokens['collection']> = {}): CollectionTokens => ({
    tokens: [
      {
        _id: 't1',
        token_id: '3',
        status: 0,
        price: '0.25',
        metadata: { name: 'Orb 3', description: '', image_url: '/3.svg', asset_id: 'ORB-3', properties: {} },
        owner_address: owner,
        owner_username: null,
      },
    ],
    collection: {
      _id: 'c-9',
      name: 'Acent <Orbs>',
      symbol: 'ORB',
      description: 'Round & bright',
      contract_address: null,
      chain_id: null,
      image_url: '/banner.svg?x&y',
      floor_price: '0.25',
      owners_count: 4,
      ...changes,
    },
    total_tokens: 12,
  });

  it('draws its banner (art, name, description, items, floor price, owners) and its cards, every value escaped', () => {
    const html = filled(
      collectionFirstPaint(tokens(), { language: 'pt', usdPerCoin: 2000 }, testFirstPaint.pt),
    );
    expect(html).toContain(
      '<section><img src="/banner.svg?x&#38;y" data-art><h1>Acent &#60;Orbs&#62;</h1><p>Round &#38; bright</p>' +
        '<dl><dd>12</dd><dd>0,25 ETH na IMX</dd><dd>4</dd></dl></section>',
    );
    expect(html).toContain(
      '<li><a href="/explore-3/c-9/3" aria-label="Orb 3"><img src="/3.svg"><span>Acent &#60;Orbs&#62;</span>' +
        '<p>Orb 3</p><p data-wei="250000000000000000">0,25 ETH na IMX</p><span data-usd>≈ $500.00</span>',
    );
  });

  it('shows a dash for the floor price while nothing is for sale, and leaves out the art and description it lacks', () => {
    const html = filled(
      collectionFirstPaint(
        tokens({ floor_price: null, image_url: null, description: '' }),
        { language: 'en', usdPerCoin: 1 },
        testFirstPaint.en,
      ),
    );
    expect(html).toContain('<section><h1>Acent &#60;Orbs&#62;</h1><dl><dd>12</dd><dd>—</dd><dd>4</dd></dl>');
  });

  it('leaves an unknown collection to the header alone (the app shows its not-found)', () => {
    expect(
      collectionFirstPaint(undefined, { language: 'en', usdPerCoin: 1 }, testFirstPaint.en),
    ).toBeUndefined();
  });
});
