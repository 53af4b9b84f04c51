import fc from 'fast-check';
import {
  getAddress,
  hexToBigInt,
  numberToHex,
  parseSignature,
  parseUnits,
  serializeSignature,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoTokenAbi,
  demoTokenBytecode,
  vaultAbi,
  newDeploymentSalt,
  vaultBytecode,
  withdrawVoucherDomain,
  withdrawVoucherTypes,
} from '../src';
import { inProcessChain, roleKeys, userKeys } from './in-process-chain';

type Voucher = { token: Address; to: Address; amount: bigint; nonce: bigint; deadline: bigint };

const secp256k1N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const signer = privateKeyToAccount(roleKeys.withdrawSigner);
const user = privateKeyToAccount(userKeys[0]);
const vaultSalt = newDeploymentSalt();

describe('the Vault', () => {
  let chain: Awaited<ReturnType<typeof inProcessChain>>;
  let token: Address;
  let otherToken: Address;
  let vault: Address;
  let otherVault: Address;
  let nextNonce = 1n;

  const balanceOf = (owner: Address, of: Address = token) =>
    chain.publicClient.readContract({
      address: of,
      abi: demoTokenAbi,
      functionName: 'balanceOf',
      args: [owner],
    });
  const now = async () => (await chain.publicClient.getBlock()).timestamp;

  const sign = (
    voucher: Voucher,
    options: { key?: Hex; chainId?: number; verifyingContract?: Address; salt?: Hex } = {},
  ) =>
    privateKeyToAccount(options.key ?? roleKeys.withdrawSigner).signTypedData({
      domain: withdrawVoucherDomain(
        options.chainId ?? chain.chain.id,
        options.verifyingContract ?? vault,
        options.salt ?? vaultSalt,
      ),
      types: withdrawVoucherTypes,
      primaryType: 'Withdraw',
      message: voucher,
    });

  const voucherFor = async (amount: bigint, to: Address = user.address): Promise<Voucher> => ({
    token,
    to,
    amount,
    nonce: nextNonce++,
    deadline: (await now()) + 3600n,
  });

  /** Sends Vault.withdraw from `key` and tells whether it paid (a revert is the other answer). */
  const withdraw = async (voucher: Voucher, signature: Hex, key: Hex = userKeys[0], at: Address = vault) => {
    try {
      const hash = await chain.wallet(key).writeContract({
        address: at,
        abi: vaultAbi,
        functionName: 'withdraw',
        args: [voucher.token, voucher.amount, voucher.nonce, voucher.deadline, signature],
        gas: 300_000n,
      });
      const receipt = await chain.publicClient.waitForTransactionReceipt({ hash });
      return receipt.status === 'success' ? 'paid' : 'reverted';
    } catch {
      return 'reverted';
    }
  };

  /** Why the Vault refuses a withdraw call (its custom error's name), from a simulation. */
  const refusal = async (voucher: Voucher, signature: Hex, key: Hex = userKeys[0]) => {
    try {
      await chain.publicClient.simulateContract({
        account: privateKeyToAccount(key),
        address: vault,
        abi: vaultAbi,
        functionName: 'withdraw',
        args: [voucher.token, voucher.amount, voucher.nonce, voucher.deadline, signature],
      });
      return 'none';
    } catch (error) {
      return (error as { cause?: { data?: { errorName?: string } } }).cause?.data?.errorName ?? 'unknown';
    }
  };

  beforeAll(async () => {
    chain = await inProcessChain();
    const owner = privateKeyToAccount(roleKeys.owner).address;
    token = await chain.deploy(demoTokenAbi, demoTokenBytecode, ['Acent', 'ACE', owner]);
    otherToken = await chain.deploy(demoTokenAbi, demoTokenBytecode, ['DAPPX', 'DAPPX', owner]);
    vault = await chain.deploy(vaultAbi, vaultBytecode, [owner, signer.address, vaultSalt]);
    otherVault = await chain.deploy(vaultAbi, vaultBytecode, [owner, signer.address, newDeploymentSalt()]);
    const deployer = chain.wallet(roleKeys.owner);
    for (const [of, to] of [
      [token, vault],
      [otherToken, vault],
      [token, otherVault],
      [token, user.address],
    ] as const) {
      const hash = await deployer.writeContract({
        address: of,
        abi: demoTokenAbi,
        functionName: 'mint',
        args: [to, parseUnits('1000000', 18)],
      });
      await chain.publicClient.waitForTransactionReceipt({ hash });
    }
  });
  afterAll(() => chain?.close());

  it('takes a deposit after approval and reports it with an event', async () => {
    const amount = parseUnits('12.5', 18);
    const userWallet = chain.wallet(userKeys[0]);
    await chain.publicClient.waitForTransactionReceipt({
      hash: await userWallet.writeContract({
        address: token,
        abi: demoTokenAbi,
        functionName: 'approve',
        args: [vault, amount],
      }),
    });
    const before = await balanceOf(vault);
    const hash = await userWallet.writeContract({
      address: vault,
      abi: vaultAbi,
      functionName: 'deposit',
      args: [token, amount],
    });
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(await balanceOf(vault)).toBe(before + amount);
    const [event] = await chain.publicClient.getContractEvents({
      address: vault,
      abi: vaultAbi,
      eventName: 'Deposited',
      fromBlock: receipt.blockNumber,
      toBlock: receipt.blockNumber,
    });
    expect(event?.args).toEqual({ token: getAddress(token), from: user.address, amount });
  });

  it('refuses a deposit without approval and one of zero', async () => {
    const userWallet = chain.wallet(userKeys[1]);
    await expect(
      userWallet.writeContract({ address: vault, abi: vaultAbi, functionName: 'deposit', args: [token, 1n] }),
    ).rejects.toThrow();
    await expect(
      chain
        .wallet(userKeys[0])
        .writeContract({ address: vault, abi: vaultAbi, functionName: 'deposit', args: [token, 0n] }),
    ).rejects.toThrow(/ZeroAmount/);
  });

  it('pays a valid voucher to its recipient once', async () => {
    const voucher = await voucherFor(parseUnits('3', 18));
    const signature = await sign(voucher);
    const before = await balanceOf(user.address);
    expect(await withdraw(voucher, signature)).toBe('paid');
    expect(await balanceOf(user.address)).toBe(before + voucher.amount);
    expect(
      await chain.publicClient.readContract({
        address: vault,
        abi: vaultAbi,
        functionName: 'nonceUsed',
        args: [voucher.nonce],
      }),
    ).toBe(true);
    expect(await refusal(voucher, signature)).toBe('NonceAlreadyUsed');
    expect(await withdraw(voucher, signature)).toBe('reverted');
    expect(await balanceOf(user.address)).toBe(before + voucher.amount);
  });

  it('refuses an expired voucher', async () => {
    const voucher = { ...(await voucherFor(1n)), deadline: (await now()) - 1n };
    expect(await refusal(voucher, await sign(voucher))).toBe('VoucherExpired');
    expect(await withdraw(voucher, await sign(voucher))).toBe('reverted');
  });

  it('refuses a voucher signed by anyone but the withdraw signer', async () => {
    const voucher = await voucherFor(1n);
    expect(await refusal(voucher, await sign(voucher, { key: roleKeys.owner }))).toBe('InvalidSignature');
    expect(await withdraw(voucher, await sign(voucher, { key: roleKeys.owner }))).toBe('reverted');
  });

  it('refuses a voucher with any signed field changed', async () => {
    const voucher = await voucherFor(parseUnits('1', 18));
    const signature = await sign(voucher);
    const tampered: Voucher[] = [
      { ...voucher, token: otherToken },
      { ...voucher, amount: voucher.amount + 1n },
      { ...voucher, nonce: voucher.nonce + 1000n },
      { ...voucher, deadline: voucher.deadline + 1n },
    ];
    for (const changed of tampered) {
      expect(await refusal(changed, signature)).toBe('InvalidSignature');
      expect(await withdraw(changed, signature)).toBe('reverted');
    }
    expect(await refusal(voucher, signature, userKeys[1])).toBe('InvalidSignature');
    // The recipient is the caller: someone else sending the same voucher is a changed `to`.
    expect(await withdraw(voucher, signature, userKeys[1])).toBe('reverted');
    expect(await withdraw(voucher, signature)).toBe('paid');
  });

  it('refuses a voucher made for another chain or another vault', async () => {
    const voucher = await voucherFor(1n);
    expect(await refusal(voucher, await sign(voucher, { chainId: 1 }))).toBe('InvalidSignature');
    expect(await withdraw(voucher, await sign(voucher, { chainId: 1 }))).toBe('reverted');
    expect(await withdraw(voucher, await sign(voucher, { verifyingContract: otherVault }))).toBe('reverted');
    // …and the other vault refuses this vault's voucher.
    expect(await withdraw(voucher, await sign(voucher), userKeys[0], otherVault)).toBe('reverted');
  });

  it('refuses a voucher signed for another deployment (another salt), and a deployment without a salt', async () => {
    expect(
      await chain.publicClient.readContract({
        address: vault,
        abi: vaultAbi,
        functionName: 'deploymentSalt',
      }),
    ).toBe(vaultSalt);
    const voucher = await voucherFor(1n);
    const earlier = await sign(voucher, { salt: newDeploymentSalt() });
    expect(await refusal(voucher, earlier)).toBe('InvalidSignature');
    expect(await withdraw(voucher, earlier)).toBe('reverted');
    expect(await withdraw(voucher, await sign(voucher))).toBe('paid');
    const owner = privateKeyToAccount(roleKeys.owner).address;
    await expect(
      chain.deploy(vaultAbi, vaultBytecode, [owner, signer.address, `0x${'00'.repeat(32)}`]),
    ).rejects.toThrow(/ZeroSalt|revert/);
  });

  it('refuses the malleable twin (high s) of a valid signature', async () => {
    const voucher = await voucherFor(1n);
    const signature = await sign(voucher);
    const { r, s, yParity } = parseSignature(signature);
    const highS = numberToHex(secp256k1N - hexToBigInt(s), { size: 32 });
    const twin = serializeSignature({ r, s: highS, yParity: yParity === 0 ? 1 : 0 });
    expect(await refusal(voucher, twin)).toBe('InvalidSignature');
    expect(await withdraw(voucher, twin)).toBe('reverted');
    expect(await withdraw(voucher, signature)).toBe('paid');
  });

  it('lets the signer revoke an unused voucher so it never pays, and nobody else', async () => {
    const voucher = await voucherFor(1n);
    const signature = await sign(voucher);
    await expect(
      chain
        .wallet(userKeys[0])
        .writeContract({ address: vault, abi: vaultAbi, functionName: 'revoke', args: [voucher.nonce] }),
    ).rejects.toThrow(/NotSignerOrOwner/);
    await chain.publicClient.waitForTransactionReceipt({
      hash: await chain
        .wallet(roleKeys.withdrawSigner)
        .writeContract({ address: vault, abi: vaultAbi, functionName: 'revoke', args: [voucher.nonce] }),
    });
    expect(await refusal(voucher, signature)).toBe('NonceAlreadyUsed');
    expect(await withdraw(voucher, signature)).toBe('reverted');
  });

  it('stops paying when paused and honours only the current signer after a rotation', async () => {
    const owner = chain.wallet(roleKeys.owner);
    const voucher = await voucherFor(1n);
    const signature = await sign(voucher);
    await chain.publicClient.waitForTransactionReceipt({
      hash: await owner.writeContract({ address: vault, abi: vaultAbi, functionName: 'pause' }),
    });
    expect(await withdraw(voucher, signature)).toBe('reverted');
    await chain.publicClient.waitForTransactionReceipt({
      hash: await owner.writeContract({ address: vault, abi: vaultAbi, functionName: 'unpause' }),
    });

    await expect(
      chain
        .wallet(userKeys[0])
        .writeContract({ address: vault, abi: vaultAbi, functionName: 'setSigner', args: [user.address] }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount/);
    const newSigner = privateKeyToAccount(roleKeys.minter);
    await chain.publicClient.waitForTransactionReceipt({
      hash: await owner.writeContract({
        address: vault,
        abi: vaultAbi,
        functionName: 'setSigner',
        args: [newSigner.address],
      }),
    });
    expect(await withdraw(voucher, signature)).toBe('reverted');
    expect(await withdraw(voucher, await sign(voucher, { key: roleKeys.minter }))).toBe('paid');
    await chain.publicClient.waitForTransactionReceipt({
      hash: await owner.writeContract({
        address: vault,
        abi: vaultAbi,
        functionName: 'setSigner',
        args: [signer.address],
      }),
    });
  });

  it('never pays out more than the vouchers it was given authorised, whatever is replayed or altered', async () => {
    const attempt = fc.record({
      voucher: fc.nat({ max: 3 }),
      change: fc.constantFrom('none', 'amount', 'recipient', 'replay-signature-of-other'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.bigInt({ min: 1n, max: parseUnits('5', 18) }), { minLength: 1, maxLength: 4 }),
        fc.array(attempt, { minLength: 1, maxLength: 8 }),
        async (amounts, attempts) => {
          const issued = await Promise.all(
            amounts.map(async (amount) => {
              const voucher = await voucherFor(amount);
              return { voucher, signature: await sign(voucher) };
            }),
          );
          const before = await balanceOf(vault);
          const paidNonces = new Set<bigint>();
          for (const { voucher: index, change } of attempts) {
            const chosen = issued[index % issued.length]!;
            const other = issued[(index + 1) % issued.length]!;
            const voucher =
              change === 'amount'
                ? { ...chosen.voucher, amount: chosen.voucher.amount * 2n }
                : chosen.voucher;
            const signature =
              change === 'replay-signature-of-other' && other !== chosen ? other.signature : chosen.signature;
            const key = change === 'recipient' ? userKeys[1] : userKeys[0];
            if ((await withdraw(voucher, signature, key)) === 'paid') paidNonces.add(voucher.nonce);
          }
          const paidOut = before - (await balanceOf(vault));
          const authorised = issued
            .filter(({ voucher }) => paidNonces.has(voucher.nonce))
            .reduce((sum, { voucher }) => sum + voucher.amount, 0n);
          expect(paidOut).toBe(authorised);
          expect(paidOut).toBeLessThanOrEqual(issued.reduce((sum, { voucher }) => sum + voucher.amount, 0n));
        },
      ),
      { numRuns: 15 },
    );
  });
});
