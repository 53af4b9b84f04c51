import { startDemoChains, type DemoChains, type DemoChainsOptions } from '@dappx/contracts/demo-chains';
import { generateDemoKeys } from '@dappx/contracts/demo-keys';
import { createPublicClient, http } from 'viem';
import { demoChainsConfig } from '../src/lib/chains-config';
import { createTestApp } from './test-app';

/**
 * The real app on a real database, pointed at its own demo chains (two L1 networks, L2) on free ports (deployed
 * contracts, fresh random keys, as `npm start` runs them). Blocks come only with transactions unless
 * `blockIntervalMs` is given, so a test decides when confirmations arrive (`mine`).
 */
export async function createChainTestApp(
  env: Record<string, string> = {},
  options: Partial<DemoChainsOptions> = {},
): Promise<
  Awaited<ReturnType<typeof createTestApp>> & {
    chains: DemoChains;
    mine: (layer: 'l1' | 'l2' | 'l1b', blocks?: number) => Promise<void>;
  }
> {
  const chains = await startDemoChains({
    keys: generateDemoKeys(),
    l1Port: 0,
    l2Port: 0,
    l1bPort: 0,
    blockIntervalMs: 0,
    ...options,
  });
  try {
    const testApp = await createTestApp(env, undefined, (config) => {
      config.chains = demoChainsConfig(chains, config.publicUrl, config.chainTimings);
    });
    const mine = async (layer: 'l1' | 'l2' | 'l1b', blocks = 1) => {
      const client = createPublicClient({ transport: http(chains[layer].rpcUrl) });
      await client.request({
        method: 'hardhat_mine' as 'eth_chainId',
        params: [`0x${blocks.toString(16)}`] as never,
      });
    };
    return {
      ...testApp,
      chains,
      mine,
      close: async () => {
        await testApp.close();
        await chains.close();
      },
    };
  } catch (error) {
    await chains.close();
    throw error;
  }
}
