import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  depositAmountError,
  depositFailure,
  depositTexts,
  displayDecimals,
  formatAmount,
  formatDisplayAmount,
  parseAmount,
  slugOf,
  toInputPrecision,
  usdValueOf,
  type DepositText,
  type DepositToken,
} from '@dappx/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/amount-field';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { AmountRow, AmountSummary, FlowButtons, FlowEnd } from '@/components/dialogs/flow-steps';
import { atFlowEnd, useMoneyFlow } from '@/components/dialogs/use-money-flow';
import { balancesKey } from '@/features/balances';
import { useMarketPrices } from '@/features/prices';
import { depositsKey, useWalletBalance } from '../api/wallet-balance';
import { walletErrorOf } from '@/lib/errors';

/**
 * Deposit {token} (spec, sections 2, 4, 5 and 8): the wallet's balance on L1, an amount with Max and its
 * USD equivalent, a preview, then the wallet approves the Vault when needed and deposits. The store's
 * indexer credits the vault once the chain has confirmed it.
 */
export function DepositDialog({
  token,
  open,
  onClose,
}: {
  token: DepositToken;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const wallet = useWalletBalance(token, open);
  const prices = useMarketPrices();
  const [text, setText] = useState('');
  const [error, setError] = useState<DepositText>();
  const flow = useMoneyFlow({
    open,
    onClose,
    reset: () => {
      setText('');
      setError(undefined);
    },
  });
  const balance = wallet.data ?? 0n;
  const amount = parseAmount(text) ?? 0n;
  const show = (units: bigint, decimals: number = displayDecimals.amount) =>
    `${formatDisplayAmount(units, decimals)} ${token}`;
  const usd = (units: bigint) =>
    `$${formatDisplayAmount(usdValueOf(units, prices.usdOf(token)), displayDecimals.fiat)}`;
  const say = (key: DepositText) => t(`deposits.${key}`, { defaultValue: depositTexts[key] });

  function finish() {
    onClose();
    // The deposit shows once indexed: the store's balances and history, and the wallet's own balance.
    for (const queryKey of [balancesKey, ['history'], depositsKey])
      void queryClient.invalidateQueries({ queryKey });
  }

  function proceed() {
    const problem = depositAmountError(text, balance);
    setError(problem);
    if (!problem) flow.setStep('preview');
  }

  function submit() {
    void flow.run(async () => {
      const { depositOnChain } = await import('../api/deposit-on-chain');
      await depositOnChain(token, amount);
    });
  }

  function failureMessage() {
    const failure = depositFailure(walletErrorOf(flow.failure));
    return failure.key ? say(failure.key) : failure.message;
  }

  function body() {
    if (atFlowEnd(flow.step)) {
      return (
        <FlowEnd
          step={flow.step}
          success={t('deposits.onItsWayText', { amount: show(amount), token })}
          failure={failureMessage()}
          onOk={finish}
        />
      );
    }
    if (flow.step === 'preview') {
      return (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <AmountRow label={t('deposits.amount')} value={show(amount, displayDecimals.preview)} strong />
          <AmountRow label={t('deposits.usdEquivalent')} value={usd(amount)} />
          <Divider />
          <AmountRow label={t('deposits.from')} value={t('deposits.yourWallet')} />
          {/* Where a deposit lands: the token's vault, named as its balance tile names it. */}
          <AmountRow label={t('deposits.to')} value={t(`balances.${slugOf(token)}.first`)} />
          <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
            {t('deposits.approvalNote')}
          </Typography>
          <FlowButtons onCancel={() => flow.setStep('input')} onNext={submit} next={t('flow.submit')} />
        </Box>
      );
    }
    return (
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <AmountSummary>
          <AmountRow
            label={t('deposits.available')}
            value={<span data-testid="wallet-balance">{wallet.isPending ? '…' : show(balance)}</span>}
          />
        </AmountSummary>
        <AmountField
          label={t('deposits.amount')}
          value={text}
          symbol={token}
          error={error ? say(error) : undefined}
          helper={`${t('deposits.usdEquivalent')}: ${usd(amount)}`}
          onChange={(next) => {
            setText(next);
            setError(undefined);
          }}
          onEnter={proceed}
          shortcuts={[
            {
              label: t('flow.max'),
              onClick: () => {
                setText(formatAmount(toInputPrecision(balance)));
                setError(undefined);
              },
            },
          ]}
        />
        <FlowButtons onCancel={onClose} onNext={proceed} next={t('flow.continue')} />
      </Box>
    );
  }

  const title = {
    input: t('deposits.title', { token }),
    preview: t('deposits.previewTitle', { token }),
    processing: t('flow.processing'),
    success: say('onItsWay'),
    failure: t('deposits.title', { token }),
  }[flow.step];
  return (
    <AppDialog open={open} onClose={flow.step === 'processing' ? () => undefined : onClose} title={title}>
      {body()}
    </AppDialog>
  );
}
