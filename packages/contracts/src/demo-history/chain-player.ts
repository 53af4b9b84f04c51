import {
  formatTransactionReceipt,
  hexToNumber,
  parseGwei,
  type Address,
  type Hex,
  type PrivateKeyAccount,
  type RpcTransactionReceipt,
  type TransactionReceipt,
} from 'viem';
import { JsonRpc } from './json-rpc';

/** A transaction the demo's users send: to a dapp, a token or a wallet. */
export type Call = {
  from: PrivateKeyAccount;
  to: Address;
  data?: Hex;
  value?: bigint;
  /** Given, not estimated: while the history plays, the state a call meets is not mined yet. */
  gas: bigint;
  /** Once mined and successful: what it changed that its sender could not know beforehand (an item's id). */
  succeeded?: (receipt: TransactionReceipt) => void;
};

/** Far above the base fee of the demo chains' mostly empty blocks, which only falls from its 1 gwei start. */
const gasPrice = parseGwei('2');

/** Blocks a history block may spill into when its transactions do not fit one. */
const spillBlocks = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the demo's transactions to one chain: signed here with nonces counted here, sent together in
 * JSON-RPC batches, and mined in blocks at the times the history gives while the chain does not mine
 * by itself.
 */
export class ChainPlayer {
  readonly counts = { sent: 0, reverted: 0 };
  private readonly rpc: JsonRpc;
  private readonly nonces = new Map<Address, number>();

  constructor(
    readonly chainId: number,
    rpcUrl: string,
  ) {
    this.rpc = new JsonRpc(rpcUrl);
  }

  request(method: string, params: unknown[] = []): Promise<unknown> {
    return this.rpc.call(method, params);
  }

  async latestTime(): Promise<number> {
    const block = (await this.rpc.call('eth_getBlockByNumber', ['latest', false])) as { timestamp: Hex };
    return hexToNumber(block.timestamp);
  }

  /** Mines the calls in a block at `timestamp` (and the next seconds if they spill over); answers the last block's time. */
  async playBlock(calls: Call[], timestamp: number): Promise<number> {
    const hashes = await this.send(calls);
    let time = timestamp;
    await this.rpc.call('evm_mine', [time]);
    let receipts = await this.receiptsOf(hashes);
    for (let spilled = 0; receipts.some((receipt) => !receipt); spilled++) {
      if (spilled === spillBlocks) throw new Error(`chain ${this.chainId}: transactions left unmined`);
      await this.rpc.call('evm_mine', [++time]);
      receipts = await this.receiptsOf(hashes);
    }
    receipts.forEach((receipt, i) => this.settle(calls[i]!, receipt!));
    return time;
  }

  /** With the chain mining each transaction as it comes: sends the calls one by one, each once the last is mined. */
  async playNow(calls: Call[]): Promise<void> {
    for (const call of calls) {
      try {
        const [hash] = await this.send([call]);
        this.settle(call, await this.minedReceipt(hash!));
      } catch (error) {
        // Its nonce may be unused: ask the chain next time.
        this.nonces.delete(call.from.address);
        throw error;
      }
    }
  }

  close(): void {
    this.rpc.close();
  }

  private async minedReceipt(hash: Hex): Promise<TransactionReceipt> {
    for (let tries = 0; tries < 100; tries++) {
      const [receipt] = await this.receiptsOf([hash]);
      if (receipt) return receipt;
      await pause(100);
    }
    throw new Error(`chain ${this.chainId}: ${hash} not mined`);
  }

  private settle(call: Call, receipt: TransactionReceipt) {
    if (receipt.status === 'success') call.succeeded?.(receipt);
    else this.counts.reverted++;
  }

  private async learnNonces(senders: Address[]) {
    const unknown = [...new Set(senders)].filter((address) => !this.nonces.has(address));
    const counted = await this.rpc.batch(
      unknown.map((address) => ({ method: 'eth_getTransactionCount', params: [address, 'pending'] })),
    );
    unknown.forEach((address, i) => this.nonces.set(address, hexToNumber(counted[i] as Hex)));
  }

  /** Signs and sends the calls, each sender's in their order; answers their hashes. */
  private async send(calls: Call[]): Promise<Hex[]> {
    await this.learnNonces(calls.map((call) => call.from.address));
    const signed = await Promise.all(calls.map((call) => this.sign(call)));
    this.counts.sent += calls.length;
    const sent = await this.rpc.batch(
      signed.map((raw) => ({ method: 'eth_sendRawTransaction', params: [raw] })),
    );
    return sent as Hex[];
  }

  private sign(call: Call) {
    const nonce = this.nonces.get(call.from.address)!;
    this.nonces.set(call.from.address, nonce + 1);
    return call.from.signTransaction({
      type: 'legacy',
      chainId: this.chainId,
      nonce,
      to: call.to,
      data: call.data,
      value: call.value ?? 0n,
      gas: call.gas,
      gasPrice,
    });
  }

  private async receiptsOf(hashes: Hex[]) {
    const raw = (await this.rpc.batch(
      hashes.map((hash) => ({ method: 'eth_getTransactionReceipt', params: [hash] })),
    )) as (RpcTransactionReceipt | null)[];
    return raw.map((receipt) => (receipt ? formatTransactionReceipt(receipt) : undefined));
  }
}
