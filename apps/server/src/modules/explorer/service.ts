import { errorCodes, explorerTexts, type ExplorerTransaction } from '@dappx/shared';
import {
  getAddress,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Hex,
  type PublicClient,
} from 'viem';
import { AppError } from '../../lib/app-error';
import { chainClient } from '../../lib/chain-clients';
import type { ChainEndpoint, ChainsConfig } from '../../lib/chains-config';
import { decodeLog } from './decode-logs';

/** A chain our explorer serves, with the names of our contracts on it by lower-case address. */
type ExplorerChain = {
  endpoint: ChainEndpoint;
  name: string;
  currencySymbol: string;
  contracts: Map<string, string>;
};

/** Only the demo chains: nobody else can see them; a real network has an explorer of its own. */
function explorerChains(chains: ChainsConfig | undefined): ExplorerChain[] {
  if (!chains?.demo) return [];
  const layer1 = chains.l1Networks.map((network, position) => ({
    endpoint: network,
    name: network.name,
    currencySymbol: network.currencySymbol,
    contracts: new Map([
      [network.contracts.ace.toLowerCase(), 'ACE'],
      [network.contracts.dappx.toLowerCase(), 'DAPPX'],
      [network.contracts.vault.toLowerCase(), 'Vault'],
      ...(position === 0 ? [[chains.contracts.ethBridge.toLowerCase(), 'EthBridge'] as const] : []),
    ]),
  }));
  return [...layer1, { endpoint: chains.l2, name: 'IMX', currencySymbol: 'ETH', contracts: new Map() }];
}

const notFound = () => new AppError(404, errorCodes.notFound, explorerTexts.notFound);

async function receiptOf(client: PublicClient, hash: Hex) {
  try {
    return await client.getTransactionReceipt({ hash });
  } catch (error) {
    // Sent but not mined yet: the page shows it pending.
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  }
}

async function transactionOf(client: PublicClient, hash: Hex) {
  try {
    return await client.getTransaction({ hash });
  } catch (error) {
    if (error instanceof TransactionNotFoundError) throw notFound();
    throw error;
  }
}

/** One transaction of a demo chain with its receipt, its block's time and its logs decoded with our ABIs. */
export async function explorerTransaction(
  chains: ChainsConfig | undefined,
  chainId: number,
  hash: Hex,
): Promise<ExplorerTransaction> {
  const chain = explorerChains(chains).find((candidate) => candidate.endpoint.chainId === chainId);
  if (!chain) throw new AppError(404, errorCodes.notFound, explorerTexts.unknownChain);
  const client = chainClient(chain.endpoint);
  const transaction = await transactionOf(client, hash);
  const receipt = await receiptOf(client, hash);
  const block = receipt ? await client.getBlock({ blockNumber: receipt.blockNumber }) : undefined;
  const contractAt = (address: string) => chain.contracts.get(address.toLowerCase());
  return {
    chainId,
    chainName: chain.name,
    currencySymbol: chain.currencySymbol,
    hash: transaction.hash,
    status: receipt ? receipt.status : 'pending',
    blockNumber: receipt ? receipt.blockNumber.toString() : null,
    timestamp: block ? Number(block.timestamp) : null,
    from: getAddress(transaction.from),
    to: transaction.to ? getAddress(transaction.to) : null,
    toContract: (transaction.to && contractAt(transaction.to)) ?? null,
    contractAddress: receipt?.contractAddress ? getAddress(receipt.contractAddress) : null,
    value: transaction.value.toString(),
    gasUsed: receipt ? receipt.gasUsed.toString() : null,
    logs: (receipt?.logs ?? []).map((log) => decodeLog(log, { contractAt, coin: chain.currencySymbol })),
  };
}
