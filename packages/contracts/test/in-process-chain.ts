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
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { generateDemoKeys } from '../src/demo-keys';

/** The roles' keys for this test run, made like the store makes them: random, never published ones. */
export const roleKeys = generateDemoKeys();
/** Plain users in tests. */
export const userKeys = [generatePrivateKey(), generatePrivateKey()] as const;

const funded = [...Object.values(roleKeys), ...userKeys].map((privateKey) => ({
  privateKey,
  balance: 10n ** 22n,
}));

/**
 * A chain on Hardhat's in-process network (no port), with viem clients for the demo roles and users.
 * Each call gives a fresh chain, so tests in one file do not share state unless they want to.
 */
export async function inProcessChain(chainId = 8888) {
  const hre = await createHardhatRuntimeEnvironment(
    { networks: { local: { type: 'edr-simulated', chainType: 'l1', chainId, accounts: funded } } },
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

  const deploy = async (abi: Abi, bytecode: Hex, args: readonly unknown[], key: Hex = roleKeys.owner) => {
    const hash = await wallet(key).deployContract({ abi, bytecode, args });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    return receipt.contractAddress as Address;
  };

  return { chain, publicClient, wallet, deploy, close: () => connection.close() };
}
