import {
  eip1967AdminSlot,
  eip1967ImplementationSlot,
  privilegedFunctions,
  type HolderKind,
} from '@dappx/shared';
import { getAddress, parseAbiItem, type Address, type Hex, type PublicClient } from 'viem';
import { addressInWord, creationBlockOf, ownerOf } from '../contract-proofs';

/** What the background job learns of one contract; addresses lowercase, block numbers bigint. */
export type SafetyReading = {
  hasCode: boolean;
  creationBlock: bigint | null;
  createdAt: Date | null;
  proxyKind: 'none' | 'eip1967' | 'eip1167';
  implementation: string | null;
  upgrader: Holder;
  upgradedBlock: bigint | null;
  upgradedAt: Date | null;
  owner: Holder;
  privileged: string[];
};
export type Holder = { kind: HolderKind; address: string | null };

const upgradedEvent = parseAbiItem('event Upgraded(address indexed implementation)');
const nobody: Holder = { kind: 'nobody', address: null };

/** EIP-1167's minimal proxy: this runtime code around the 20-byte address it delegates every call to. */
const clonePattern = /^0x363d3d373d3d3d363d73([0-9a-f]{40})5af43d82803e903d91602b57fd5bf3$/;

/**
 * The 4-byte values the code pushes with PUSH4 (0x63), found by walking its opcodes so that the data
 * of other PUSH instructions is never read as one. Solidity's dispatcher compares each external
 * function's selector with a PUSH4, so these are the functions it answers.
 */
function pushedSelectors(code: Hex): Set<string> {
  const bytes = Buffer.from(code.slice(2), 'hex');
  const found = new Set<string>();
  for (let i = 0; i < bytes.length; i++) {
    const op = bytes[i]!;
    if (op === 0x63 && i + 4 < bytes.length) found.add(`0x${bytes.subarray(i + 1, i + 5).toString('hex')}`);
    if (op >= 0x60 && op <= 0x7f) i += op - 0x5f;
  }
  return found;
}

/** The published privileged functions a contract's code exposes, by selector, in the list's order. */
export function privilegedSelectorsIn(code: Hex): string[] {
  const pushed = pushedSelectors(code);
  return privilegedFunctions.map((fn) => fn.selector).filter((selector) => pushed.has(selector));
}

const codeAt = async (client: PublicClient, address: Address): Promise<Hex> =>
  ((await client.getCode({ address })) ?? '0x').toLowerCase() as Hex;

/** Whether an address is nobody, a wallet (no code) or a contract (a multisig, a ProxyAdmin…). */
async function holderOf(client: PublicClient, address: Address | undefined): Promise<Holder> {
  if (!address) return nobody;
  const kind = (await codeAt(client, address)) === '0x' ? 'wallet' : 'contract';
  return { kind, address: address.toLowerCase() };
}

/** The last `Upgraded(address)` a proxy emitted, with its block's time. */
async function lastUpgradeOf(client: PublicClient, contract: Address, fromBlock: bigint) {
  const logs = await client.getLogs({
    address: contract,
    event: upgradedEvent,
    fromBlock,
    toBlock: 'latest',
  });
  const last = logs.at(-1);
  if (!last || last.blockNumber === null) return { upgradedBlock: null, upgradedAt: null };
  const block = await client.getBlock({ blockNumber: last.blockNumber });
  return { upgradedBlock: last.blockNumber, upgradedAt: new Date(Number(block.timestamp) * 1000) };
}

async function ageOf(client: PublicClient, contract: Address) {
  const creationBlock = (await creationBlockOf(client, contract)) ?? null;
  if (creationBlock === null) return { creationBlock, createdAt: null };
  const block = await client.getBlock({ blockNumber: creationBlock });
  return { creationBlock, createdAt: new Date(Number(block.timestamp) * 1000) };
}

/** Reads the chain for the facts of one contract: a few dozen calls, most of them the age's search. */
export async function readSafety(client: PublicClient, contract: Address): Promise<SafetyReading> {
  const code = await codeAt(client, contract);
  if (code === '0x')
    return {
      hasCode: false,
      ...{ creationBlock: null, createdAt: null, proxyKind: 'none', implementation: null },
      ...{ upgrader: nobody, upgradedBlock: null, upgradedAt: null, owner: nobody, privileged: [] },
    };
  const age = await ageOf(client, contract);
  const owner = await holderOf(client, await ownerOf(client, contract));
  const clone = clonePattern.exec(code)?.[1];
  const slot = async (at: Hex) => addressInWord(await client.getStorageAt({ address: contract, slot: at }));
  const implementation = clone ? getAddress(`0x${clone}`) : await slot(eip1967ImplementationSlot);
  const logic = implementation ? await codeAt(client, implementation) : code;
  const base = { hasCode: true, ...age, owner, privileged: privilegedSelectorsIn(logic) };
  if (clone)
    // A clone's target is fixed in its code: nobody can change what it runs.
    return {
      ...base,
      proxyKind: 'eip1167',
      implementation: `0x${clone}`,
      upgrader: nobody,
      upgradedBlock: null,
      upgradedAt: null,
    };
  if (!implementation)
    return {
      ...base,
      proxyKind: 'none',
      implementation: null,
      upgrader: nobody,
      upgradedBlock: null,
      upgradedAt: null,
    };
  // A transparent proxy's admin upgrades it; without one (UUPS) the code checks the owner.
  const admin = await slot(eip1967AdminSlot);
  const upgrader = admin ? await holderOf(client, admin) : owner;
  return {
    ...base,
    proxyKind: 'eip1967',
    implementation: implementation.toLowerCase(),
    upgrader,
    ...(await lastUpgradeOf(client, contract, age.creationBlock ?? 0n)),
  };
}
