import type { ContractSafetyResponse } from '@dappx/shared/contract-safety';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { stubChainNames } from '@/testing/stub-chain-names';
import { SafetyView } from './safety-panel';

const wallet = '0x89e6000000000000000000000000000000001694';
const implementation = '0x1234000000000000000000000000000000005678';

const proxy: ContractSafetyResponse['contracts'][number] = {
  chain_id: 8888,
  address: `0x${'a'.repeat(40)}`,
  facts: {
    checked_at: new Date().toISOString(),
    has_code: true,
    creation_block: '1200',
    created_at: '2026-10-30T10:00:00.000Z',
    proxy: {
      kind: 'eip1967',
      implementation,
      upgrader: { kind: 'wallet', address: wallet },
      upgraded_block: '1210',
      upgraded_at: '2026-10-31T10:00:00.000Z',
    },
    owner: { kind: 'wallet', address: wallet },
    privileged: ['0x8456cb59', '0x69fe0e2d'],
  },
  proof: { role: 'owner', signer: wallet },
};

const token: ContractSafetyResponse['contracts'][number] = {
  chain_id: 8888,
  address: `0x${'b'.repeat(40)}`,
  facts: {
    ...proxy.facts!,
    proxy: {
      kind: 'none',
      implementation: null,
      upgrader: { kind: 'nobody', address: null },
      upgraded_block: null,
      upgraded_at: null,
    },
    owner: { kind: 'contract', address: `0x${'c'.repeat(40)}` },
    privileged: ['0x40c10f19'],
  },
  proof: { role: 'deployer', signer: wallet },
};

const answer = (
  contracts: ContractSafetyResponse['contracts'],
  summary: Partial<ContractSafetyResponse['summary']>,
) => ({
  contracts,
  summary: {
    contracts: contracts.length,
    proven: 0,
    unread: 0,
    upgradeable: 0,
    upgradeable_by_wallet: 0,
    owned_by_wallet: 0,
    ...summary,
  },
});

describe('the contract safety panel', () => {
  beforeEach(stubChainNames);
  afterEach(() => vi.unstubAllGlobals());

  it('sums the contracts up in words and shows each fact with how it was found', async () => {
    renderWithApp(
      <SafetyView
        answer={answer([proxy, token], {
          proven: 2,
          upgradeable: 1,
          upgradeable_by_wallet: 1,
          owned_by_wallet: 1,
        })}
      />,
    );
    expect(await screen.findAllByText(/^Acent/)).toHaveLength(2);
    expect(screen.getByTestId('safety-summary')).toHaveTextContent(
      '2 contracts, both proven; one upgradeable by a single wallet',
    );
    const [first, second] = screen.getAllByTestId('safety-contract');
    const fact = (card: HTMLElement, name: string) =>
      card.querySelector(`[data-fact="${name}"] dd`)!.textContent;
    expect(fact(first!, 'proxy')).toBe(
      'Upgradeable proxy (EIP-1967) running 0x1234…5678: a single wallet 0x89e6…1694 can replace its code' +
        'Last upgraded in block 1,210 on Oct 31, 2026' +
        'How: The EIP-1967 implementation and admin slots (eth_getStorageAt), EIP-1167 clone code, and the last Upgraded(address) event (eth_getLogs)',
    );
    expect(fact(first!, 'age')).toMatch(/^Created in block 1,200 on Oct 30, 2026 \(/);
    expect(within(first!).getByText('pause()').closest('li')).toHaveTextContent(
      'pause(): Can stop the contract',
    );
    expect(within(first!).getByText('setFee(uint256)').closest('li')).toHaveTextContent(
      'Can change the fees you pay',
    );
    expect(fact(first!, 'proof')).toMatch(/^Proven by its team: signed by its owner 0x89e6…1694/);
    expect(fact(second!, 'owner')).toMatch(/^Owned by a contract 0xcccc…cccc, such as a multisig/);
    expect(fact(second!, 'proxy')).toMatch(/^Not upgradeable: its code cannot be replaced/);
    expect(within(second!).getByText('mint(address,uint256)').closest('li')).toHaveTextContent(
      'Can create new tokens at will',
    );
  });

  it('says which contracts are not read yet and which are not proven, and shows nothing for an app without contracts', async () => {
    const { container } = renderWithApp(
      <SafetyView answer={answer([{ ...token, facts: null, proof: null }], { unread: 1 })} />,
    );
    expect(await screen.findByTestId('safety-summary')).toHaveTextContent(
      '1 contract, none proven by its team; none upgradeable; one not read from the chain yet',
    );
    expect(screen.getByTestId('safety-contract')).toHaveTextContent('Not read from the chain yet');
    container.remove();
    renderWithApp(<SafetyView answer={answer([], {})} />);
    expect(screen.queryByTestId('safety-panel')).toBeNull();
  });
});
