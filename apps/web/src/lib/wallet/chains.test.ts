import type { ChainsInfo } from '@dappx/shared/chains';
import { describe, expect, it } from 'vitest';
import { selectedNetwork } from './chains';

const address = (digit: string) => `0x${digit.repeat(40)}`;
const network = (chainId: number, name: string, digit: string) => ({
  chainId,
  name,
  currencySymbol: 'ETH',
  rpcUrl: `http://127.0.0.1/rpc/${chainId}`,
  contracts: { ace: address(digit), dappx: address(digit), vault: address(digit) },
});
const acent = network(8888, 'Acent', '1');
const testnet = network(42, 'Testnet', '2');
const info = (networks: ChainsInfo['networks']): ChainsInfo => ({
  l1: acent,
  l2: { chainId: 13473, name: 'IMX', currencySymbol: 'ETH', rpcUrl: 'http://127.0.0.1/rpc/l2' },
  contracts: { ...acent.contracts, ethBridge: address('3') },
  networks,
  demo: true,
});

describe('the L1 network a wallet’s chain selects (spec, section 9)', () => {
  it('gives chain 0x2a its own contract pair, and the Acent chain ids theirs', () => {
    const both = info([acent, testnet]);
    expect(selectedNetwork(both, '0x2a')).toBe(testnet);
    expect(selectedNetwork(both, '0x2A')).toBe(testnet);
    expect(selectedNetwork(both, '0x22b8')).toBe(acent);
    expect(selectedNetwork(both, '0x231d')).toBe(acent);
  });

  it('falls back to the Acent network for any other chain, none, or a store with one network', () => {
    const both = info([acent, testnet]);
    for (const stored of ['0x1', 'null', null]) expect(selectedNetwork(both, stored)).toBe(acent);
    expect(selectedNetwork(info([acent]), '0x2a')).toBe(acent);
  });
});
