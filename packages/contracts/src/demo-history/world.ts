import type { Address } from 'viem';
import type { Call } from './chain-player';
import { CoinPurse, userCoin } from './coin-purse';
import type { DeployedDapp, DemoNetwork, TokenPair } from './dapps';
import { GameItems, gameVisit } from './game-visits';
import { poolVisit, provideLiquidity } from './pool-visits';
import type { Visit } from './schedule';
import { TokenBook } from './token-book';
import { freshAccount, makeUsers, type DemoUser } from './users';
import { vaultVisit, type Stakes } from './vault-visits';
import { WalletFarm } from './wallet-farm';
import { WashPair } from './wash-pair';

/** One demo chain the history plays on; the L1 networks with their demo tokens. */
export type DemoHistoryNetwork = {
  network: DemoNetwork;
  chainId: number;
  rpcUrl: string;
  tokens?: TokenPair;
};

function hostOf(dapps: DeployedDapp[], role: 'washPair' | 'walletFarm'): DeployedDapp {
  const host = dapps.find((dapp) => dapp.plan.kind === 'game' && dapp.plan.hosts === role);
  if (!host) throw new Error(`no demo game hosts the ${role}`);
  return host;
}

/**
 * Everything the history's accounts hold and do, as it knows it: the users, their tokens per network,
 * the vaults' stakes, the games' items, the liquidity provider, the wash pair and the wallet farm.
 */
export class DemoWorld {
  readonly users: DemoUser[];
  readonly liquidityProvider = freshAccount();
  readonly books = new Map<DemoNetwork, TokenBook>();
  readonly purses = new Map<DemoNetwork, CoinPurse>();
  readonly stakes = new Map<string, Stakes>();
  readonly games = new Map<string, GameItems>();
  readonly washPair: WashPair;
  readonly walletFarm: WalletFarm;

  constructor(
    readonly dapps: DeployedDapp[],
    networks: DemoHistoryNetwork[],
    hours: number,
  ) {
    this.users = makeUsers(dapps);
    for (const { network, tokens } of networks) {
      if (tokens) this.books.set(network, new TokenBook(tokens));
      this.purses.set(network, new CoinPurse(userCoin[network]));
    }
    for (const dapp of dapps) {
      if (dapp.kind === 'vault') this.stakes.set(dapp.id, new Map<Address, bigint>());
      if (dapp.kind === 'game') this.games.set(dapp.id, new GameItems(dapp));
    }
    // Placed in the history's first quarter and past its middle, so a few days of history hold both.
    const trades = Math.max(4, Math.min(30, Math.floor(hours / 2)));
    this.washPair = new WashPair(
      this.games.get(hostOf(dapps, 'washPair').id)!,
      Math.floor(hours / 4),
      trades,
    );
    this.walletFarm = new WalletFarm(
      this.games.get(hostOf(dapps, 'walletFarm').id)!,
      Math.floor(hours * 0.6),
    );
  }

  bookOf(network: DemoNetwork): TokenBook {
    const book = this.books.get(network);
    if (!book) throw new Error(`${network} has no demo tokens`);
    return book;
  }

  /** A user's calls for one visit to a dapp: none when it has nothing to do there now. */
  visitCalls({ user, dapp }: Visit): Call[] {
    const { account } = user;
    if (dapp.kind === 'pool') return poolVisit(dapp, account, this.bookOf(dapp.network));
    if (dapp.kind === 'vault')
      return vaultVisit(dapp, account, this.stakes.get(dapp.id)!, this.bookOf(dapp.network));
    return gameVisit(this.games.get(dapp.id)!, account, this.purses.get(dapp.network)!);
  }

  /** The pools' first liquidity on one network. */
  liquidityCalls(network: DemoNetwork): Call[] {
    return this.dapps
      .filter((dapp) => dapp.network === network && dapp.kind === 'pool')
      .flatMap((pool) => provideLiquidity(pool, this.liquidityProvider, this.bookOf(network)));
  }

  /** The calls of one hour of the history on one network: its visits, the wash pair's and the farm's. */
  callsAt(network: DemoNetwork, hour: number, visits: Visit[]): Call[] {
    const onNetwork = (dapp: DeployedDapp) => dapp.network === network;
    return [
      ...visits.filter((visit) => onNetwork(visit.dapp)).flatMap((visit) => this.visitCalls(visit)),
      ...(onNetwork(this.washPair.game) ? this.washPair.callsAt(hour) : []),
      ...(onNetwork(this.walletFarm.game) ? this.walletFarm.callsAt(hour) : []),
    ];
  }
}
