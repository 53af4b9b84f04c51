/**
 * The demo chains in a process of their own, started by the store in demo mode (lib/demo-chains.ts):
 * Hardhat's three simulated chains held over 100 MB in the API's process, which on real chains runs
 * without them. The store sends the options over IPC; this answers the chains' addresses once the
 * contracts are deployed, the demo dapps' history played and the Vaults funded, then keeps the history's
 * users visiting the dapps, and stops the chains when the store lets go of it.
 */
import { startDemoChains, type DemoChainsOptions } from '@dappx/contracts/demo-chains';
import type { DemoChainsAnswer } from './lib/demo-chains';

const answer = (message: DemoChainsAnswer) => process.send?.(message);

let close = async () => {};
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void close().finally(() => process.exit(0));
};

// The store stops us after its workers, which still talk to the chains: a Ctrl-C that reaches the
// whole process group must not stop the chains first. The store's end (even a killed one) closes the channel.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', stop);
process.on('disconnect', stop);

process.once('message', (options: DemoChainsOptions) => {
  void (async () => {
    try {
      const chains = await startDemoChains(options);
      close = chains.close;
      // Demo accounts start with store balances no deposit brought in: the Vaults hold tokens to pay them out.
      // One after the other: both mint from the owner's account.
      for (const vault of [chains.contracts.vault, chains.l1b.contracts.vault])
        await chains.fundWallet(vault);
      const { l1, l2, contracts, l1b, dapps, history, reviewers } = chains;
      answer({ started: { l1, l2, contracts, l1b, dapps, history, reviewers } });
      // Only the history's users sign its new visits: the owner's key is the store's from now on.
      chains.startStream();
    } catch (error) {
      answer({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      stop();
    }
  })();
});
