import { encodeFunctionData, parseEther, parseUnits, type Address, type PrivateKeyAccount } from 'viem';
import { demoTokenAbi } from '../generated/DemoToken';
import type { Call } from './chain-player';
import { userCoin } from './coin-purse';
import type { DemoDappKind, DemoNetwork } from './dapps';
import { poolLiquidity } from './pool-visits';
import type { TokenBook } from './token-book';
import { WalletFarm } from './wallet-farm';
import type { DemoWorld } from './world';

const userTokens = { ace: parseUnits('200000', 18), dappx: parseUnits('50000', 18) };
const washWalletCoin = parseEther('1');

const coin = (owner: PrivateKeyAccount, to: Address, value: bigint): Call => ({
  from: owner,
  to,
  value,
  gas: 21_000n,
});

function mint(owner: PrivateKeyAccount, book: TokenBook, token: Address, to: Address, amount: bigint): Call {
  const data = encodeFunctionData({ abi: demoTokenAbi, functionName: 'mint', args: [to, amount] });
  return { from: owner, to: token, data, gas: 100_000n, succeeded: () => book.add(to, token, amount) };
}

/** The users with a favourite dapp on the network, of the kinds given. */
const usersOn = (world: DemoWorld, network: DemoNetwork, kinds: DemoDappKind[]) =>
  world.users.filter((user) =>
    user.favourites.some((dapp) => dapp.network === network && kinds.includes(dapp.kind)),
  );

function tokenCalls(world: DemoWorld, network: DemoNetwork, owner: PrivateKeyAccount): Call[] {
  const book = world.books.get(network);
  if (!book) return [];
  const { ace, dappx } = book.tokens;
  const pools = BigInt(world.dapps.filter((dapp) => dapp.network === network && dapp.kind === 'pool').length);
  const provider = world.liquidityProvider.address;
  return [
    ...usersOn(world, network, ['pool', 'vault']).flatMap(({ account }) => [
      mint(owner, book, ace, account.address, userTokens.ace),
      mint(owner, book, dappx, account.address, userTokens.dappx),
    ]),
    ...(pools > 0n
      ? [
          coin(owner, provider, parseEther('1')),
          mint(owner, book, ace, provider, poolLiquidity.ace * pools),
          mint(owner, book, dappx, provider, poolLiquidity.dappx * pools),
        ]
      : []),
  ];
}

/**
 * The owner's calls that start the history on one network: coin for every account that sends there,
 * and on the L1 networks ACE and DAPPX (the owner mints them) for the liquidity provider and the users
 * of the pools and vaults there. A user gets nothing on a network where none of its dapps is.
 */
export function fundingCalls(world: DemoWorld, network: DemoNetwork, owner: PrivateKeyAccount): Call[] {
  const { washPair, walletFarm } = world;
  return [
    ...usersOn(world, network, ['pool', 'vault', 'game']).map(({ account }) =>
      coin(owner, account.address, userCoin[network]),
    ),
    ...tokenCalls(world, network, owner),
    ...(washPair.game.network === network
      ? washPair.wallets.map((wallet) => coin(owner, wallet.address, washWalletCoin))
      : []),
    ...(walletFarm.game.network === network
      ? [coin(owner, walletFarm.funder.address, WalletFarm.funding)]
      : []),
  ];
}
