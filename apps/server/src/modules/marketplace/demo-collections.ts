import { parseAmount, type NftMetadata } from '@dappx/shared';

/** A seeded collection: fixed ids keep links (/nft-collection/{id}) and tokenURIs stable across restarts. */
export type DemoCollectionSeed = {
  id: string;
  name: string;
  symbol: string;
  description: string;
  tokens: { tokenId: bigint; price: bigint; metadata: NftMetadata }[];
};

const zephyrId = '5b0f7a1e-3c2d-4e8a-9f61-2a7d0c4b8e01';
const orbsId = '5b0f7a1e-3c2d-4e8a-9f61-2a7d0c4b8e02';

/** The demo collection the storefront links to. */
export const demoCollectionId = zephyrId;

const moods = ['Calm', 'Storm', 'Dawn', 'Dusk', 'Aurora', 'Ember'] as const;
const forms = ['Kite', 'Spiral', 'Feather', 'Comet'] as const;
const elements = ['Air', 'Water', 'Fire', 'Light'] as const;
const rarities = ['Common', 'Common', 'Uncommon', 'Rare', 'Common', 'Epic'] as const;

/** The art of a token, served by our art route; drawn from (symbol, token id). */
export const artPath = (collectionId: string, tokenId: bigint) =>
  `/v1/marketplace/art/${collectionId}/${tokenId}.svg`;

const pad = (n: bigint) => n.toString().padStart(3, '0');

function zephyrToken(index: number) {
  const tokenId = BigInt(index + 1);
  const mood = moods[index % moods.length]!;
  return {
    tokenId,
    // 0.05 to 0.6 in the L2 coin, so a demo wallet can buy many.
    price: parseAmount(`0.${String(5 + (index % 12) * 5).padStart(2, '0')}`)!,
    metadata: {
      name: `Zephyr ${mood} #${tokenId}`,
      description: `A wind sprite of the ${mood.toLowerCase()} sky. Its traits are generated when it is minted.`,
      image_url: artPath(zephyrId, tokenId),
      asset_id: `ZEP-${pad(tokenId)}`,
      properties: {
        Form: forms[index % forms.length]!,
        Element: elements[(index * 3) % elements.length]!,
        Rarity: rarities[index % rarities.length]!,
      },
    },
  };
}

function orbToken(index: number) {
  const tokenId = BigInt(index + 1);
  const element = elements[index % elements.length]!;
  return {
    tokenId,
    price: parseAmount(`0.${String(10 + (index % 8) * 10).padStart(2, '0')}`)!,
    metadata: {
      name: `Acent Orb of ${element} #${tokenId}`,
      description: `A glass orb holding a small ${element.toLowerCase()} storm, one of the first Acent relics.`,
      image_url: artPath(orbsId, tokenId),
      asset_id: `ORB-${pad(tokenId)}`,
      properties: { Element: element, Rings: String(1 + (index % 4)), Rarity: rarities[index % 6]! },
    },
  };
}

export const demoCollectionSeeds: DemoCollectionSeed[] = [
  {
    id: zephyrId,
    name: 'Zephyr Sprites',
    symbol: 'ZEP',
    description: 'Forty wind sprites on the IMX layer-2, minted to you when you buy one.',
    tokens: Array.from({ length: 40 }, (_, index) => zephyrToken(index)),
  },
  {
    id: orbsId,
    name: 'Acent Orbs',
    symbol: 'ORB',
    description: 'Twelve glass orbs from the Acent relic vault.',
    tokens: Array.from({ length: 12 }, (_, index) => orbToken(index)),
  },
];

/** tokenURI = baseUri + tokenId on the Collection contract; the metadata route answers it. */
export const metadataBaseUri = (publicUrl: string, collectionId: string) =>
  `${publicUrl}/v1/marketplace/metadata/${collectionId}/`;

/** What startDemoChains deploys on L2, in the seeds' order. */
export const demoChainCollections = (publicUrl: string) =>
  demoCollectionSeeds.map((seed) => ({
    name: seed.name,
    symbol: seed.symbol,
    baseUri: metadataBaseUri(publicUrl, seed.id),
  }));
