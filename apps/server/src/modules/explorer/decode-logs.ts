import { collectionAbi, demoTokenAbi, ethBridgeAbi, vaultAbi } from '@dappx/contracts';
import type { ExplorerLog } from '@dappx/shared';
import { decodeEventLog, getAddress, type Abi, type Log } from 'viem';

/** Our contracts' ABIs by the name the explorer shows; a log is decoded with the first that knows it. */
const ourAbis: Record<string, Abi> = {
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

/** Where the explorer finds names: our contract at an address, and the chain's own coin. */
export type LogContext = { contractAt: (address: string) => string | undefined; coin: string };

/**
 * The coin or token an event's amount argument counts, by what our contracts emit: a token's own
 * Transfer and Approval, the vault's token (its `token` argument), the bridge's coin sent with the call.
 */
function amountSymbol(
  event: string | null,
  args: ExplorerLog['args'],
  contract: string | undefined,
  context: LogContext,
) {
  const argument = (name: string) => args.find((arg) => arg.name === name)?.value;
  if ((event === 'Transfer' || event === 'Approval') && (contract === 'ACE' || contract === 'DAPPX'))
    return { name: 'value', symbol: contract };
  if (event === 'Deposited' || event === 'Withdrawn') {
    const token = argument('token');
    const symbol = token ? context.contractAt(token) : undefined;
    return symbol ? { name: 'amount', symbol } : undefined;
  }
  if (event === 'EthDeposited') return { name: 'amount', symbol: context.coin };
  return undefined;
}

const withAmount = (decoded: Decoded, contract: string | undefined, context: LogContext): Decoded => {
  const amount = amountSymbol(decoded.event, decoded.args, contract, context);
  if (!amount) return decoded;
  return {
    ...decoded,
    args: decoded.args.map((arg) =>
      arg.name === amount.name ? { ...arg, amount: { symbol: amount.symbol } } : arg,
    ),
  };
};

/**
 * A receipt's log as the explorer shows it: named after our contract at its address, decoded with that
 * contract's ABI first, then with our others; raw topics and data when none knows it. An amount says
 * what it counts.
 */
export function decodeLog(log: Log, context: LogContext): ExplorerLog {
  const { contractAt } = context;
  const contract = contractAt(log.address);
  const preferred = contract ? abiOfContract[contract] : undefined;
  const kinds = [
    ...(preferred ? [preferred] : []),
    ...Object.keys(ourAbis).filter((kind) => kind !== preferred),
  ];
  const found = kinds.map((kind) => decodeWith(ourAbis[kind]!, log)).find(Boolean);
  const decoded = found ? withAmount(found, contract, context) : undefined;
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
