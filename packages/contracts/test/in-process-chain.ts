import { createHardhatRuntimeEnvironment } from 'hardhat/hre';
import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  type Abi,
  type Address,
  type EIP1193Provider,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { demoKeys } from '../src/demo-keys';

/** Hardhat's own dev keys beyond the demo roles: plain users in tests. */
export const userKeys = [
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
] as const satisfies Hex[];

/**
 * A chain on Hardhat's in-process network (no port), with viem clients for the demo roles and users.
 * Each call gives a fresh chain, so tests in one file do not share state unless they want to.
 */
export async function inProcessChain(chainId = 8888) {
  const hre = await createHardhatRuntimeEnvironment(
    { networks: { local: { type: 'edr-simulated', chainType: 'l1', chainId } } },
    {},
    process.cwd(),
  );
  const connection = await hre.network.connect('local');
  const provider = connection.provider as unknown as EIP1193Provider;
  const chain = defineChain({
    id: chainId,
    name: 'in-process',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  });
  const publicClient = createPublicClient({ chain, transport: custom(provider), pollingInterval: 10 });
  const wallet = (key: Hex) =>
    createWalletClient({ chain, transport: custom(provider), account: privateKeyToAccount(key) });

  const deploy = async (abi: Abi, bytecode: Hex, args: readonly unknown[], key: Hex = demoKeys.deployer) => {
    const hash = await wallet(key).deployContract({ abi, bytecode, args });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    return receipt.contractAddress as Address;
  };

  return { chain, publicClient, wallet, deploy, close: () => connection.close() };
}
