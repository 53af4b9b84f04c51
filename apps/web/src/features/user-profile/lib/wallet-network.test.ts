import { describe, expect, it } from 'vitest';
import { networkName, sidePanelTokens } from './wallet-network';

describe('side panel', () => {
  it('names the network from the wallet’s chain, Acent by default', () => {
    expect(networkName('0x22b8')).toBe('Acent');
    expect(networkName('0x231D')).toBe('Acent');
    expect(networkName(null)).toBe('Acent');
    expect(networkName('0x1')).toBe('Ethereum');
  });

  it('lists DAPPX and ACE, and ETH only beside two others', () => {
    const dappx = { symbol: 'DAPPX', units: 1n } as const;
    const ace = { symbol: 'ACE', units: 2n } as const;
    const eth = { symbol: 'ETH', units: 3n } as const;
    expect(sidePanelTokens([ace, dappx])).toEqual([dappx, ace]);
    expect(sidePanelTokens([ace, dappx, eth])).toEqual([dappx, ace, eth]);
    expect(sidePanelTokens([ace, eth])).toEqual([ace]);
    expect(sidePanelTokens([])).toEqual([]);
  });

  it("adds the layer-2's ETH of a linked IMX wallet after the L1 tokens", () => {
    const dappx = { symbol: 'DAPPX', units: 1n } as const;
    const ace = { symbol: 'ACE', units: 2n } as const;
    const eth = { symbol: 'ETH', units: 3n } as const;
    const l2 = { symbol: 'ETH', units: 4n, layer: 'l2' } as const;
    expect(sidePanelTokens([l2, eth, ace, dappx])).toEqual([dappx, ace, eth, l2]);
  });
});
