import type { Address, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { ChainPlayer } from './chain-player';
import type { DeployedDapp } from './dapps';
import { fundingCalls } from './funding';
import { between } from './random';
import { scheduleVisits, type Visit } from './schedule';
import { DemoWorld, type DemoHistoryNetwork } from './world';

export type DemoHistoryOptions = {
  days: number;
  /** The demo tokens' owner: it funds the history's accounts, and nothing after. */
  ownerKey: Hex;
  networks: DemoHistoryNetwork[];
  dapps: DeployedDapp[];
  /** The chains' interval mining to resume with once the history is played (0: none). */
  blockIntervalMs: number;
};

/** What the history did, for the store's log and for tests: plain data, sent as it is over IPC. */
export type PlayedHistory = {
  days: number;
  users: number;
  transactions: number;
  reverted: number;
  playedMs: number;
  walletFarm: { dapp: string; chainId: number; funder: Address; wallets: Address[] };
  washPair: { dapp: string; chainId: number; wallets: Address[]; item: string; trades: number };
};

const hourSeconds = 3600;

/** The chains stop mining by themselves: the history mines its own blocks at the times it gives them. */
async function holdMining(player: ChainPlayer) {
  await player.request('evm_setIntervalMining', [0]);
  await player.request('evm_setAutomine', [false]);
}

/** Chain time back to now, then mining as before: a block per transaction and one every interval. */
async function resumeMining(player: ChainPlayer, blockIntervalMs: number) {
  const now = Math.max(Math.floor(Date.now() / 1000), (await player.latestTime()) + 1);
  await player.request('evm_setNextBlockTimestamp', [now]);
  await player.request('evm_mine');
  await player.request('evm_setAutomine', [true]);
  if (blockIntervalMs > 0) await player.request('evm_setIntervalMining', [blockIntervalMs]);
}

type Timeline = { firstHour: number; hours: number; visits: Map<number, Visit[]> };

async function playNetwork(
  world: DemoWorld,
  network: DemoHistoryNetwork,
  player: ChainPlayer,
  ownerKey: Hex,
  { firstHour, hours, visits }: Timeline,
) {
  const time = await player.playBlock(
    fundingCalls(world, network.network, privateKeyToAccount(ownerKey)),
    (await player.latestTime()) + 60,
  );
  const liquidity = world.liquidityCalls(network.network);
  if (liquidity.length > 0) await player.playBlock(liquidity, time + 60);
  for (let hour = 0; hour < hours; hour++) {
    const calls = world.callsAt(network.network, hour, visits.get(hour) ?? []);
    // One block an hour, at a moment of its own within the hour.
    if (calls.length > 0) await player.playBlock(calls, firstHour + hour * hourSeconds + between(60, 3000));
  }
}

function recordOf(world: DemoWorld, players: ChainPlayer[], days: number, playedMs: number): PlayedHistory {
  const { walletFarm, washPair } = world;
  return {
    days,
    users: world.users.length,
    transactions: players.reduce((sum, player) => sum + player.counts.sent, 0),
    reverted: players.reduce((sum, player) => sum + player.counts.reverted, 0),
    playedMs: Math.round(playedMs),
    walletFarm: {
      dapp: walletFarm.game.id,
      chainId: walletFarm.game.chainId,
      funder: walletFarm.funder.address,
      wallets: walletFarm.wallets.map((wallet) => wallet.address),
    },
    washPair: {
      dapp: washPair.game.id,
      chainId: washPair.game.chainId,
      wallets: washPair.wallets.map((wallet) => wallet.address),
      item: String(washPair.item ?? ''),
      trades: washPair.tradesDone,
    },
  };
}

/**
 * Plays `days` of history into the demo chains' past, which must start that long ago: the owner funds
 * fresh users, then each hour's visits are mined in a block of that hour, on the three chains side by
 * side. Ends with the chains' time at now and their mining as before, every owner's transaction mined.
 */
export async function playDemoHistory(options: DemoHistoryOptions) {
  const startedAt = performance.now();
  const hours = options.days * 24;
  const firstHour =
    Math.floor(Date.now() / 1000 / hourSeconds) * hourSeconds - options.days * 24 * hourSeconds;
  const world = new DemoWorld(options.dapps, options.networks, hours);
  const firstHourUtc = new Date(firstHour * 1000).getUTCHours();
  const timeline = {
    firstHour,
    hours,
    visits: scheduleVisits(world.users, options.dapps, options.days, firstHourUtc),
  };
  const players = options.networks.map((network) => new ChainPlayer(network.chainId, network.rpcUrl));
  try {
    await Promise.all(players.map(holdMining));
    await Promise.all(
      options.networks.map((network, i) =>
        playNetwork(world, network, players[i]!, options.ownerKey, timeline),
      ),
    );
    await Promise.all(players.map((player) => resumeMining(player, options.blockIntervalMs)));
  } catch (error) {
    for (const player of players) player.close();
    throw error;
  }
  const record = recordOf(world, players, options.days, performance.now() - startedAt);
  return {
    record,
    world,
    players: new Map(options.networks.map((network, i) => [network.network, players[i]!])),
  };
}
