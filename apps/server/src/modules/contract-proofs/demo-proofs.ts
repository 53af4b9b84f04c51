import { contractProofMessage } from '@dappx/shared';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { DbExecutor } from '../../db/client';
import type { ChainsConfig } from '../../lib/chains-config';
import { catalogueContracts } from '../rankings';
import { proveContract } from './service';

/**
 * The demo's studio (the demo owner key) deployed every demo dapp and collection: it proves each
 * contract the given apps list, as a team would, through the same check against the chain.
 */
export async function proveDemoContracts(
  db: DbExecutor,
  chains: ChainsConfig,
  studioKey: Hex,
  appSlugs: string[],
): Promise<number> {
  const studio = privateKeyToAccount(studioKey);
  let proven = 0;
  for (const app of appSlugs) {
    for (const { chainId, address } of await catalogueContracts(db, chains, app)) {
      const signature = await studio.signMessage({
        message: contractProofMessage({ app, chainId, address }),
      });
      await proveContract({ db, chains }, { app, chain_id: chainId, address, signature });
      proven++;
    }
  }
  return proven;
}
