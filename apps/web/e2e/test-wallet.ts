import type { Page } from '@playwright/test';
import { demoTokenAbi } from '@dappx/contracts';
import type { ChainsInfo } from '@dappx/shared/chains';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  toHex,
  type Address,
  type Hex,
  type TypedDataDefinition,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';

/**
 * A wallet extension for browser tests: an EIP-1193 provider announced by EIP-6963 in the page, whose
 * every request is answered in Node, where viem signs with a real private key.
 */
export class TestWallet {
  accounts: PrivateKeyAccount[] = [privateKeyToAccount(generatePrivateKey())];
  current = 0;
  chainId = 8888;
  rejectSignatures = false;
  /** Fails the next signatures with an error of the wallet's own (-32603), not the person's no. */
  failSignatures = false;
  /** Declines the next transactions (code 4001), as a person pressing Reject would. */
  rejectTransactions = false;
  signatures = 0;
  /**
   * The account the wallet's picker answers when a page asks for accounts (eth_requestAccounts), as a
   * person choosing another account there would; eth_accounts keeps answering the current one.
   */
  pickedAccount: number | undefined;
  /** Hashes of the transactions this wallet sent, newest last. */
  sent: Hex[] = [];
  private page: Page | undefined;
  private chains: ChainsInfo | undefined;

  constructor(readonly name = 'Test Wallet') {}

  get account() {
    return this.accounts[this.current]!;
  }

  addAccount() {
    this.accounts.push(privateKeyToAccount(generatePrivateKey()));
    return this.accounts.length - 1;
  }

  async install(page: Page) {
    this.page = page;
    await page.exposeFunction('__testWalletRequest', (method: string, params: unknown[]) =>
      this.answer(method, params ?? []),
    );
    await page.addInitScript((name: string) => {
      type Listener = (...args: unknown[]) => void;
      const listeners = new Map<string, Set<Listener>>();
      const bridge = (
        window as unknown as { __testWalletRequest: (m: string, p: unknown) => Promise<string> }
      ).__testWalletRequest;
      const provider = {
        async request({ method, params }: { method: string; params?: unknown[] }) {
          const answer = JSON.parse(await bridge(method, params ?? [])) as {
            result?: unknown;
            error?: { code: number; message: string };
          };
          if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
          return answer.result;
        },
        on(event: string, listener: Listener) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
        },
        removeListener(event: string, listener: Listener) {
          listeners.get(event)?.delete(listener);
        },
      };
      (window as unknown as { __testWalletEmit: (event: string, value: unknown) => void }).__testWalletEmit =
        (event, value) => listeners.get(event)?.forEach((listener) => listener(value));
      const info = {
        uuid: '0b7c5c6e-0000-4000-8000-000000000001',
        name,
        rdns: 'test.dappx.wallet',
        icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
      };
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        );
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    }, this.name);
  }

  /** Switches the wallet to another account and tells the page, as an extension does. */
  async switchAccount(page: Page, index: number) {
    this.current = index;
    await page.evaluate((address) => {
      (window as unknown as { __testWalletEmit: (e: string, v: unknown) => void }).__testWalletEmit(
        'accountsChanged',
        [address],
      );
    }, this.account.address);
  }

  /** The demo chains as the store describes them (GET /v1/chains of the server under test). */
  async demoChains(): Promise<ChainsInfo> {
    if (!this.chains) {
      const response = await fetch(`${process.env.E2E_BASE_URL}/v1/chains`);
      this.chains = (await response.json()) as ChainsInfo;
    }
    return this.chains;
  }

  /** The chain the wallet is on, as viem wants it, with the RPC the store gives wallets. */
  async currentChain() {
    const info = await this.demoChains();
    const chain = [...info.networks, info.l2].find((candidate) => candidate.chainId === this.chainId);
    if (!chain) throw new Error(`the test wallet is on chain ${this.chainId}, not a demo chain`);
    return defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: chain.currencySymbol, symbol: chain.currencySymbol, decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    });
  }

  /** A read client on the wallet's current chain, for tests that check balances on chain. */
  async node() {
    return createPublicClient({ chain: await this.currentChain(), transport: http() });
  }

  /** The wallet's own ACE or DAPPX on chain (base units), read from the store's token contract. */
  async tokenBalance(token: 'ace' | 'dappx' = 'ace') {
    const { contracts } = await this.demoChains();
    return (await this.node()).readContract({
      address: contracts[token] as Address,
      abi: demoTokenAbi,
      functionName: 'balanceOf',
      args: [this.account.address],
    });
  }

  private async switchChain(chainId: number) {
    const info = await this.demoChains();
    if (![...info.networks, info.l2].some((chain) => chain.chainId === chainId)) return false;
    this.chainId = chainId;
    await this.page?.evaluate((id) => {
      (window as unknown as { __testWalletEmit: (e: string, v: unknown) => void }).__testWalletEmit(
        'chainChanged',
        id,
      );
    }, toHex(chainId));
    return true;
  }

  private async answer(method: string, params: unknown[]): Promise<string> {
    const ok = (result: unknown) => JSON.stringify({ result });
    const fail = (code: number, message: string) => JSON.stringify({ error: { code, message } });
    switch (method) {
      case 'eth_requestAccounts':
        return ok([this.accounts[this.pickedAccount ?? this.current]!.address]);
      case 'eth_accounts':
        return ok([this.account.address]);
      case 'eth_chainId':
        return ok(`0x${this.chainId.toString(16)}`);
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return ok([{ parentCapability: 'eth_accounts' }]);
      case 'wallet_revokePermissions':
        return ok(null);
      case 'personal_sign': {
        if (this.rejectSignatures) return fail(4001, 'User rejected the request.');
        if (this.failSignatures) return fail(-32603, 'Internal JSON-RPC error.');
        const [data, address] = params as [Hex, string];
        const signer = this.accounts.find(
          (account) => account.address.toLowerCase() === address.toLowerCase(),
        );
        if (!signer) return fail(4100, 'Unknown account');
        this.signatures += 1;
        return ok(await signer.signMessage({ message: { raw: data } }));
      }
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain': {
        const [{ chainId }] = params as [{ chainId: string }];
        return (await this.switchChain(Number(chainId)))
          ? ok(null)
          : fail(4902, `Unrecognized chain ID ${chainId}.`);
      }
      case 'eth_signTypedData_v4': {
        if (this.rejectSignatures) return fail(4001, 'User rejected the request.');
        const [, typedData] = params as [string, string];
        return ok(await this.account.signTypedData(JSON.parse(typedData) as TypedDataDefinition));
      }
      case 'eth_sendTransaction': {
        if (this.rejectTransactions) return fail(4001, 'User rejected the request.');
        const [request] = params as [{ to?: Hex; data?: Hex; value?: Hex; gas?: Hex }];
        const wallet = createWalletClient({
          account: this.account,
          chain: await this.currentChain(),
          transport: http(),
        });
        try {
          const hash = await wallet.sendTransaction({
            to: request.to,
            data: request.data,
            value: request.value ? BigInt(request.value) : undefined,
            gas: request.gas ? BigInt(request.gas) : undefined,
          });
          this.sent.push(hash);
          return ok(hash);
        } catch (error) {
          return fail(-32603, (error as Error).message);
        }
      }
      default: {
        if (!/^eth_|^net_/.test(method)) return fail(4200, `Unsupported: ${method}`);
        try {
          return ok(await (await this.node()).request({ method, params } as never));
        } catch (error) {
          return fail(-32603, (error as Error).message);
        }
      }
    }
  }
}
