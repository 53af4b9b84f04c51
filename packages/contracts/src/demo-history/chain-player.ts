import {
  createPublicClient,
  formatTransactionReceipt,
  http,
  parseGwei,
  type Address,
  type Hex,
  type PrivateKeyAccount,
  type RpcTransactionReceipt,
  type TransactionReceipt,
} from 'viem';

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

/**
 * Sends the demo's transactions to one chain: signed here with nonces counted here, sent together in
 * JSON-RPC batches (thousands of single calls cost more than the chain's own work), and mined in blocks
 * at the times the history gives while the chain does not mine by itself.
 */
export class ChainPlayer {
  readonly counts = { sent: 0, reverted: 0 };
  private readonly client;
  private readonly nonces = new Map<Address, number>();

  constructor(
    readonly chainId: number,
    rpcUrl: string,
  ) {
    this.client = createPublicClient({ transport: http(rpcUrl, { batch: { batchSize: 500 } }) });
  }

  request(method: string, params: unknown[] = []): Promise<unknown> {
    return this.client.request({ method: method as 'eth_chainId', params: params as never });
  }

  async latestTime(): Promise<number> {
    return Number((await this.client.getBlock()).timestamp);
  }

  /** Mines the calls in a block at `timestamp` (and the next seconds if they spill over); answers the last block's time. */
  async playBlock(calls: Call[], timestamp: number): Promise<number> {
    const hashes = await this.send(calls);
    let time = timestamp;
    await this.mineAt(time);
    let receipts = await this.receiptsOf(hashes);
    for (let spilled = 0; receipts.some((receipt) => !receipt); spilled++) {
      if (spilled === spillBlocks) throw new Error(`chain ${this.chainId}: transactions left unmined`);
      await this.mineAt(++time);
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
        this.settle(call, await this.client.waitForTransactionReceipt({ hash: hash!, pollingInterval: 100 }));
      } catch (error) {
        // Its nonce may be unused: ask the chain next time.
        this.nonces.delete(call.from.address);
        throw error;
      }
    }
  }

  private settle(call: Call, receipt: TransactionReceipt) {
    if (receipt.status === 'success') call.succeeded?.(receipt);
    else this.counts.reverted++;
  }

  private async learnNonces(senders: Address[]) {
    const unknown = [...new Set(senders)].filter((address) => !this.nonces.has(address));
    const counted = await Promise.all(
      unknown.map((address) => this.client.getTransactionCount({ address, blockTag: 'pending' })),
    );
    unknown.forEach((address, i) => this.nonces.set(address, counted[i]!));
  }

  /** Signs and sends the calls, each sender's in their order; answers their hashes. */
  private async send(calls: Call[]): Promise<Hex[]> {
    await this.learnNonces(calls.map((call) => call.from.address));
    const signed = await Promise.all(calls.map((call) => this.sign(call)));
    this.counts.sent += calls.length;
    return Promise.all(signed.map((raw) => this.request('eth_sendRawTransaction', [raw]) as Promise<Hex>));
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
    const raw = await Promise.all(
      hashes.map(
        (hash) => this.request('eth_getTransactionReceipt', [hash]) as Promise<RpcTransactionReceipt | null>,
      ),
    );
    return raw.map((receipt) => (receipt ? formatTransactionReceipt(receipt) : undefined));
  }

  private async mineAt(timestamp: number) {
    await this.request('evm_mine', [timestamp]);
  }
}
