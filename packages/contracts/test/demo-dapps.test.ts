import { parseEther, parseUnits, type Abi, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoGameAbi,
  demoGameBytecode,
  demoPoolAbi,
  demoPoolBytecode,
  demoStakingVaultAbi,
  demoStakingVaultBytecode,
  demoTokenAbi,
  demoTokenBytecode,
} from '../src';
import { inProcessChain, roleKeys, userKeys } from './in-process-chain';

const owner = privateKeyToAccount(roleKeys.owner).address;
const [alice, bob] = userKeys.map((key) => privateKeyToAccount(key).address) as [Address, Address];
const tokens = (n: string) => parseUnits(n, 18);

describe('the demo dapps', () => {
  let chain: Awaited<ReturnType<typeof inProcessChain>>;
  let ace: Address;
  let dappx: Address;
  const send = async (
    key: Hex,
    address: Address,
    abi: Abi,
    functionName: string,
    args: unknown[] = [],
    value = 0n,
  ) => {
    const hash = await chain.wallet(key).writeContract({ address, abi, functionName, args, value });
    return chain.publicClient.waitForTransactionReceipt({ hash });
  };
  const read = (address: Address, abi: Abi, functionName: string, args: unknown[] = []) =>
    chain.publicClient.readContract({ address, abi, functionName, args }) as Promise<unknown>;
  const balanceOf = (token: Address, who: Address) => read(token, demoTokenAbi, 'balanceOf', [who]);

  beforeAll(async () => {
    chain = await inProcessChain();
    ace = await chain.deploy(demoTokenAbi, demoTokenBytecode, ['Acent', 'ACE', owner]);
    dappx = await chain.deploy(demoTokenAbi, demoTokenBytecode, ['DAPPX', 'DAPPX', owner]);
    for (const token of [ace, dappx]) {
      await send(roleKeys.owner, token, demoTokenAbi, 'mint', [alice, tokens('1000000')]);
    }
  });
  afterAll(() => chain?.close());

  it('a pool swaps at its constant product less 0.3 %, and gives its providers their share back', async () => {
    const pool = await chain.deploy(demoPoolAbi, demoPoolBytecode, [ace, dappx]);
    for (const token of [ace, dappx])
      await send(userKeys[0], token, demoTokenAbi, 'approve', [pool, tokens('1000000')]);
    await send(userKeys[0], pool, demoPoolAbi, 'addLiquidity', [tokens('4000'), tokens('1000')]);
    expect(await read(pool, demoPoolAbi, 'sharesOf', [alice])).toBe(tokens('2000'));

    // 400 ACE in, 0.3 % kept: 1000 * 398.8 / (4000 + 398.8) DAPPX out.
    const expected = (tokens('1000') * tokens('398.8')) / tokens('4398.8');
    expect(await read(pool, demoPoolAbi, 'quote', [ace, tokens('400')])).toBe(expected);
    const before = (await balanceOf(dappx, alice)) as bigint;
    await send(userKeys[0], pool, demoPoolAbi, 'swap', [ace, tokens('400'), expected]);
    expect(((await balanceOf(dappx, alice)) as bigint) - before).toBe(expected);
    await expect(
      send(userKeys[0], pool, demoPoolAbi, 'swap', [ace, tokens('400'), expected]),
    ).rejects.toThrow(/BelowMinimum/);

    await send(userKeys[0], pool, demoPoolAbi, 'removeLiquidity', [tokens('2000')]);
    expect(await balanceOf(ace, pool)).toBe(0n);
    expect(await balanceOf(dappx, pool)).toBe(0n);
  });

  it('a staking vault gives back what was staked, and no more', async () => {
    const vault = await chain.deploy(demoStakingVaultAbi, demoStakingVaultBytecode, [ace]);
    await send(userKeys[0], ace, demoTokenAbi, 'approve', [vault, tokens('500')]);
    await send(userKeys[0], vault, demoStakingVaultAbi, 'stake', [tokens('500')]);
    expect(await read(vault, demoStakingVaultAbi, 'stakedOf', [alice])).toBe(tokens('500'));
    await expect(send(userKeys[0], vault, demoStakingVaultAbi, 'unstake', [tokens('501')])).rejects.toThrow(
      /NotEnoughStaked/,
    );
    await send(userKeys[0], vault, demoStakingVaultAbi, 'unstake', [tokens('500')]);
    expect(await balanceOf(ace, vault)).toBe(0n);
  });

  it('a game mints items for its price to its treasury, and sells a listed item to another player', async () => {
    const treasury = privateKeyToAccount(roleKeys.minter).address;
    const price = parseEther('0.5');
    const game = await chain.deploy(demoGameAbi, demoGameBytecode, ['Card Duels', 'DUEL', price, treasury]);
    await expect(send(userKeys[0], game, demoGameAbi, 'mint', [], price - 1n)).rejects.toThrow(
      /WrongPayment/,
    );
    const treasuryBefore = await chain.publicClient.getBalance({ address: treasury });
    await send(userKeys[0], game, demoGameAbi, 'mint', [], price);
    expect(await chain.publicClient.getBalance({ address: treasury })).toBe(treasuryBefore + price);
    expect(await read(game, demoGameAbi, 'ownerOf', [1n])).toBe(alice);

    await expect(send(userKeys[1], game, demoGameAbi, 'list', [1n, price])).rejects.toThrow(/NotItemOwner/);
    await send(userKeys[0], game, demoGameAbi, 'list', [1n, parseEther('2')]);
    const aliceBefore = await chain.publicClient.getBalance({ address: alice });
    await send(userKeys[1], game, demoGameAbi, 'buy', [1n], parseEther('2'));
    expect(await read(game, demoGameAbi, 'ownerOf', [1n])).toBe(bob);
    expect(await chain.publicClient.getBalance({ address: alice })).toBe(aliceBefore + parseEther('2'));
    // Sold: no longer for sale, not even at its old price.
    await expect(send(userKeys[0], game, demoGameAbi, 'buy', [1n], parseEther('2'))).rejects.toThrow(
      /NotForSale/,
    );

    // A plain transfer ends a listing too.
    await send(userKeys[1], game, demoGameAbi, 'list', [1n, price]);
    await send(userKeys[1], game, demoGameAbi, 'transferFrom', [bob, alice, 1n]);
    expect(await read(game, demoGameAbi, 'priceOf', [1n])).toBe(0n);
  });
});
