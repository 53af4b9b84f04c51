import { parseAmount } from '@dappx/shared/amounts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { StakeFlow, type StakePolicy, type StakeTerms } from './stake-flow';
import { UnstakeFlow, type UnstakePolicy } from './unstake-flow';

const units = (whole: number) => BigInt(whole) * 10n ** 18n;

const terms = (submit: StakeTerms['submit']): StakeTerms => ({
  summary: () => [{ label: 'Active DAPPX', units: units(200), symbol: 'DAPPX' }],
  preview: (amount) => ({
    before: [],
    after: [{ label: 'Staked after', units: amount, symbol: 'DAPPX' }],
  }),
  check: ({ text, acknowledged }) =>
    (parseAmount(text) ?? 0n) === 0n
      ? 'Amount should be greater than zero!'
      : acknowledged
        ? undefined
        : 'Tick the box',
  shortcuts: { min: units(10), max: units(200) },
  acknowledgement: 'I understand the penalty.',
  submit,
});

describe('StakeFlow', () => {
  it('shows the activation while the account has none', () => {
    const activation: StakePolicy = {
      namespace: 'tokenStaking',
      symbol: 'DAPPX',
      gate: {
        state: 'activation',
        activation: {
          symbol: 'ACE',
          stake: 'DAPPX staking',
          fee: units(5),
          penaltyHours: 24,
          balance: units(10),
          onActivate: vi.fn(),
        },
      },
    };
    renderWithApp(<StakeFlow open onClose={() => {}} policy={activation} />);
    const dialog = screen.getByRole('dialog', { name: 'Stake Activation' });
    // It names what it activates: each kind of stake has its own, charged once.
    expect(dialog).toHaveTextContent('DAPPX staking needs a one-time activation fee of 5 ACE.');
    expect(dialog).toHaveTextContent('each have their own activation');
  });

  it("explains the product's words from the dialog's help mark", async () => {
    const user = userEvent.setup();
    const open: StakePolicy = {
      namespace: 'tokenStaking',
      symbol: 'DAPPX',
      gate: { state: 'open', terms: terms(vi.fn()) },
    };
    renderWithApp(<StakeFlow open onClose={() => {}} policy={open} />);
    await user.click(await screen.findByRole('button', { name: 'What these words mean' }));
    const glossary = await screen.findByRole('dialog', { name: 'Glossary' });
    expect(glossary).toHaveTextContent('Metaweb Governance Stake');
    expect(glossary).toHaveTextContent('Zera a game holds for you while you play');
    await user.click(within(glossary).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Stake DAPPX' })).toBeVisible();
  });

  it('takes the amount, checks it, previews it and tells the outcome', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(() => Promise.resolve());
    const open: StakePolicy = {
      namespace: 'tokenStaking',
      symbol: 'DAPPX',
      gate: { state: 'open', terms: terms(submit) },
    };
    renderWithApp(<StakeFlow open onClose={() => {}} policy={open} />);
    await screen.findByRole('dialog', { name: 'Stake DAPPX' });
    const proceed = screen.getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Amount should be greater than zero!');
    await user.click(screen.getByRole('button', { name: 'Min' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('10');
    expect(screen.queryByRole('alert')).toBeNull();
    // The amount is fine; Continue waits for the terms, and says so.
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription('Tick the box to confirm you have read the terms above.');
    await user.click(screen.getByRole('checkbox', { name: 'I understand the penalty.' }));
    expect(proceed).toBeEnabled();
    await user.click(proceed);

    const preview = screen.getByRole('dialog', { name: 'Preview' });
    expect(preview).toHaveTextContent('10 DAPPX');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('dialog', { name: 'Staking Successful!' }, { timeout: 3_000 }),
    ).toHaveTextContent('You staked 10 DAPPX.');
    // With the Idempotency-Key the preview drew for this stake.
    expect(submit).toHaveBeenCalledWith(units(10), expect.stringMatching(/^[0-9a-f]{32}$/));
  });
});

describe('UnstakeFlow', () => {
  it('goes back from the preview with the amount kept, and says when the unstake failed', async () => {
    const user = userEvent.setup();
    const policy: UnstakePolicy = {
      namespace: 'governance',
      symbol: 'ACE',
      summary: () => [{ label: 'Current stake', units: units(100), symbol: 'ACE' }],
      preview: () => ({ before: [], after: [] }),
      check: () => undefined,
      shortcuts: { max: units(100) },
      maxLength: 9,
      penalty: { until: null, text: 'Unstaking now costs a 2% fee.' },
      submit: () => Promise.reject(new Error('refused')),
    };
    renderWithApp(<UnstakeFlow open onClose={() => {}} policy={policy} />);
    expect(screen.getByRole('dialog', { name: 'Unstake ACE Governance' })).toHaveTextContent('100 ACE');
    await user.click(screen.getByRole('button', { name: 'Max' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const failed = await screen.findByRole('dialog', { name: 'Unstake Failed' }, { timeout: 3_000 });
    expect(failed).toHaveTextContent("Your unstake transaction didn't push through");
  });
});
