import { collectionAbi, demoTokenAbi, ethBridgeAbi, vaultAbi } from '@dappx/contracts';
import type { ExplorerLog } from '@dappx/shared';
import { decodeEventLog, getAddress, type Abi, type Log } from 'viem';

/** Our contracts' ABIs by the name the explorer shows; a log is decoded with the first that knows it. */
export const ourAbis: Record<string, Abi> = {
  Vault: vaultAbi,
  EthBridge: ethBridgeAbi,
  DemoToken: demoTokenAbi,
  Collection: collectionAbi,
};

/** The ABI kind of each contract name the explorer may give an address. */
const abiOfContract: Record<string, string> = {
  ACE: 'DemoToken',
  DAPPX: 'DemoToken',
  Vault: 'Vault',
  EthBridge: 'EthBridge',
};

const written = (value: unknown): string =>
  Array.isArray(value) ? `[${value.map(written).join(', ')}]` : String(value);

type Decoded = Pick<ExplorerLog, 'event' | 'args'>;

function decodeWith(abi: Abi, log: Log): Decoded | undefined {
  try {
    const { eventName, args } = decodeEventLog({ abi, data: log.data, topics: log.topics, strict: true });
    const inputs = abi.find((item) => item.type === 'event' && item.name === eventName);
    const names = inputs && 'inputs' in inputs ? inputs.inputs.map((input) => input.name ?? '') : [];
    const values = args as unknown as Record<string, unknown> | unknown[];
    return {
      event: eventName ?? null,
      args: names.map((name, position) => ({
        name: name || String(position),
        value: written(Array.isArray(values) ? values[position] : values[name]),
      })),
    };
  } catch {
    // Another contract's event, or the same signature with other indexed arguments (ERC-20 vs ERC-721 Transfer).
    return undefined;
  }
}

/**
 * A receipt's log as the explorer shows it: named after our contract at its address, decoded with that
 * contract's ABI first, then with our others; raw topics and data when none knows it.
 */
export function decodeLog(log: Log, contractAt: (address: string) => string | undefined): ExplorerLog {
  const contract = contractAt(log.address);
  const preferred = contract ? abiOfContract[contract] : undefined;
  const kinds = [
    ...(preferred ? [preferred] : []),
    ...Object.keys(ourAbis).filter((kind) => kind !== preferred),
  ];
  const decoded = kinds.map((kind) => decodeWith(ourAbis[kind]!, log)).find(Boolean);
  return {
    index: log.logIndex ?? 0,
    address: getAddress(log.address),
    contract: contract ?? null,
    event: decoded?.event ?? null,
    args: decoded?.args ?? [],
    topics: [...log.topics],
    data: log.data,
  };
}
