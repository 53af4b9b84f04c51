import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { stubChainNames } from '@/testing/stub-chain-names';
import { ContractProofs } from './contract-proofs';

const contract = (address: string) => ({
  chain_id: 8888,
  address: `0x${address.repeat(40)}`,
  indexed_block: '120',
  added_by_editor: null,
  counted: false,
});

describe('the contracts behind an app’s figures', () => {
  beforeEach(stubChainNames);
  afterEach(() => vi.unstubAllGlobals());

  it('says for each whether its team proved it, by whom and when, whether that is out of date, an editor added it, or that it is not proven and does not count', async () => {
    const signer = '0x89e6000000000000000000000000000000001694';
    renderWithApp(
      <ContractProofs
        contracts={[
          {
            ...contract('a'),
            proof: { role: 'owner', signer, proven_at: '2026-11-20T10:00:00.000Z', stale_since: null },
            counted: true,
          },
          {
            ...contract('b'),
            proof: {
              role: 'deployer',
              signer,
              proven_at: '2026-11-20T10:00:00.000Z',
              stale_since: '2026-11-25T10:00:00.000Z',
            },
          },
          { ...contract('c'), proof: null },
          {
            ...contract('d'),
            proof: null,
            added_by_editor: {
              added_at: '2026-11-21T10:00:00.000Z',
              reason: 'Deployer key lost; checked by mail.',
            },
            counted: true,
          },
        ]}
      />,
    );
    expect(await screen.findAllByText('Acent')).toHaveLength(4);
    const lines = screen.getAllByTestId('contract-proof').map((line) => line.textContent);
    expect(lines).toEqual([
      'Acent0xaaaa…aaaaProven by the team: signed by its owner 0x89e6…1694 on Nov 20, 2026',
      'Acent0xbbbb…bbbbProof out of date: control of the contract changed hands on Nov 25, 2026 · its transactions do not count in the figures',
      'Acent0xcccc…ccccNot proven by the team · its transactions do not count in the figures',
      'Acent0xdddd…ddddAdded by an editor on Nov 21, 2026: Deployer key lost; checked by mail.',
    ]);
  });
});
