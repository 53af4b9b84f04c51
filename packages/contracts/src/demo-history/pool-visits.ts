import { encodeFunctionData, parseEventLogs, parseUnits, type PrivateKeyAccount } from 'viem';
import { demoPoolAbi } from '../generated/DemoPool';
import type { Call } from './chain-player';
import type { DeployedDapp } from './dapps';
import { chance, tokenAmount } from './random';
import type { TokenBook } from './token-book';

/** What the liquidity provider puts in each pool: about the demo prices' ratio (a DAPPX worth some 3.8 ACE). */
export const poolLiquidity = { ace: parseUnits('4000000', 18), dappx: parseUnits('1040000', 18) };

/** The pool's first liquidity, from the demo's liquidity provider. */
export function provideLiquidity(pool: DeployedDapp, provider: PrivateKeyAccount, book: TokenBook): Call[] {
  const { ace, dappx } = book.tokens;
  book.take(provider.address, ace, poolLiquidity.ace);
  book.take(provider.address, dappx, poolLiquidity.dappx);
  const data = encodeFunctionData({
    abi: demoPoolAbi,
    functionName: 'addLiquidity',
    args: [poolLiquidity.ace, poolLiquidity.dappx],
  });
  return [
    ...book.approval(provider, ace, pool.address),
    ...book.approval(provider, dappx, pool.address),
    { from: provider, to: pool.address, data, gas: 250_000n },
  ];
}

/** A swap of ACE for DAPPX or back, of an amount people trade; what it buys is known once mined. */
export function poolVisit(pool: DeployedDapp, user: PrivateKeyAccount, book: TokenBook): Call[] {
  const { ace, dappx } = book.tokens;
  const aceIn = chance(0.5);
  const [paid, bought] = aceIn ? [ace, dappx] : [dappx, ace];
  const amount = aceIn ? tokenAmount(200, 40_000) : tokenAmount(50, 10_000);
  if (book.balance(user.address, paid) < amount) return [];
  book.take(user.address, paid, amount);
  // The demo's traders take the pool's price whatever it is: no minimum out.
  const data = encodeFunctionData({ abi: demoPoolAbi, functionName: 'swap', args: [paid, amount, 0n] });
  const swap: Call = {
    from: user,
    to: pool.address,
    data,
    gas: 150_000n,
    succeeded: (receipt) => {
      const [swapped] = parseEventLogs({ abi: demoPoolAbi, eventName: 'Swapped', logs: receipt.logs });
      if (swapped) book.add(user.address, bought, swapped.args.amountOut);
    },
  };
  return [...book.approval(user, paid, pool.address), swap];
}
