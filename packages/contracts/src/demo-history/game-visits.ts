import { encodeFunctionData, parseEventLogs, zeroAddress, type Address, type PrivateKeyAccount } from 'viem';
import { demoGameAbi } from '../generated/DemoGame';
import type { Call } from './chain-player';
import type { CoinPurse } from './coin-purse';
import type { DeployedDapp } from './dapps';
import { between, chance, pick } from './random';

/**
 * One game's items as the history knows them: an item a call moves or lists leaves its owner's hand
 * at once, and shows in the market or in its new owner's hand once mined, so no two calls of one block
 * use the same item and nobody buys a listing that is not on chain yet.
 */
export class GameItems {
  private readonly held = new Map<Address, bigint[]>();
  readonly listings = new Map<bigint, { seller: Address; price: bigint }>();

  constructor(readonly game: DeployedDapp) {}

  heldBy(owner: Address): bigint[] {
    return this.held.get(owner) ?? [];
  }

  give(owner: Address, item: bigint): void {
    this.held.set(owner, [...this.heldBy(owner), item]);
  }

  takeFrom(owner: Address, item: bigint): void {
    this.held.set(
      owner,
      this.heldBy(owner).filter((held) => held !== item),
    );
  }

  get mintPrice(): bigint {
    return this.game.plan.kind === 'game' ? this.game.plan.mintPrice : 0n;
  }
}

const gameCall = (items: GameItems, from: PrivateKeyAccount, call: Omit<Call, 'from' | 'to'>): Call => ({
  from,
  to: items.game.address,
  ...call,
});

export function mintItem(items: GameItems, user: PrivateKeyAccount, then?: (item: bigint) => void): Call {
  const data = encodeFunctionData({ abi: demoGameAbi, functionName: 'mint' });
  return gameCall(items, user, {
    data,
    value: items.mintPrice,
    gas: 150_000n,
    succeeded: (receipt) => {
      const logs = parseEventLogs({ abi: demoGameAbi, eventName: 'Transfer', logs: receipt.logs });
      const minted = logs.find((log) => log.args.from === zeroAddress)?.args.tokenId;
      if (minted === undefined) return;
      items.give(user.address, minted);
      then?.(minted);
    },
  });
}

/** Lists an item at `price`; `publicly`: other players may buy it (a wash pair keeps its listings to itself). */
export function listItem(
  items: GameItems,
  user: PrivateKeyAccount,
  item: bigint,
  price: bigint,
  publicly = true,
) {
  items.takeFrom(user.address, item);
  const data = encodeFunctionData({ abi: demoGameAbi, functionName: 'list', args: [item, price] });
  const succeeded = () => {
    if (publicly) items.listings.set(item, { seller: user.address, price });
  };
  return gameCall(items, user, { data, gas: 80_000n, succeeded });
}

export function buyItem(items: GameItems, user: PrivateKeyAccount, item: bigint, price: bigint): Call {
  items.listings.delete(item);
  const data = encodeFunctionData({ abi: demoGameAbi, functionName: 'buy', args: [item] });
  const succeeded = () => items.give(user.address, item);
  return gameCall(items, user, { data, value: price, gas: 150_000n, succeeded });
}

function unlistItem(items: GameItems, user: PrivateKeyAccount, item: bigint): Call {
  items.listings.delete(item);
  const data = encodeFunctionData({ abi: demoGameAbi, functionName: 'unlist', args: [item] });
  return gameCall(items, user, { data, gas: 60_000n, succeeded: () => items.give(user.address, item) });
}

/**
 * A player's turn: buy another player's listed item, list or take back one of its own, or mint a new
 * one; nothing when the turn would be a payment its purse cannot make.
 */
export function gameVisit(items: GameItems, user: PrivateKeyAccount, purse: CoinPurse): Call[] {
  const listings = [...items.listings.entries()];
  const offers = listings.filter(([, listing]) => listing.seller !== user.address);
  const ownListings = listings.filter(([, listing]) => listing.seller === user.address);
  const held = items.heldBy(user.address);
  if (offers.length > 0 && chance(0.4)) {
    const [item, { price }] = pick(offers);
    if (purse.pay(user.address, price)) return [buyItem(items, user, item, price)];
  }
  if (ownListings.length > 0 && chance(0.1)) return [unlistItem(items, user, pick(ownListings)[0])];
  if (held.length > 0 && chance(0.45)) {
    const price = (items.mintPrice * BigInt(between(60, 300))) / 100n;
    return [listItem(items, user, pick(held), price)];
  }
  return purse.pay(user.address, items.mintPrice) ? [mintItem(items, user)] : [];
}
