import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatDisplayAmount, parseAmount } from '@dappx/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { AmountField } from '@/components/amount-field';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { loadOnChain } from '@/lib/wallet/load-wallet';
import { storedWalletAddress } from '@/lib/session';
import { depositEth, EthDepositError } from '../lib/deposit-eth';
import { ethAmountFits, ethDepositError } from '../lib/eth-deposit-rules';
import { useImxWallet } from '../use-imx-wallet';

type Step = 'amount' | 'working' | 'waiting' | 'arrived';

// The relayer pays within a few blocks; the balance is read again until it shows.
const arrivalPollMs = 2_000;

function useL1EthBalance(enabled: boolean) {
  return useQuery({
    queryKey: ['layer2', 'l1-eth', storedWalletAddress()],
    queryFn: async () => {
      const client = await (await loadOnChain()).publicClient('l1');
      return client.getBalance({ address: storedWalletAddress() as Address });
    },
    enabled: enabled && Boolean(storedWalletAddress()),
    staleTime: 0,
  });
}

/** 'Deposit': ETH from the wallet on L1 to its IMX (L2) address through the bridge entry. */
export function EthDepositDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const imx = useImxWallet();
  const l1Balance = useL1EthBalance(open);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [step, setStep] = useState<Step>('amount');
  const [expected, setExpected] = useState<bigint>();

  const { refresh } = imx;
  useEffect(() => {
    if (step !== 'waiting' || expected === undefined) return;
    const timer = setInterval(() => {
      void refresh().then((balance) => {
        if (balance !== undefined && balance >= expected) setStep('arrived');
      });
    }, arrivalPollMs);
    return () => clearInterval(timer);
  }, [step, expected, refresh]);

  const close = () => {
    if (step === 'working') return;
    onClose();
    setTimeout(() => {
      setAmount('');
      setError(undefined);
      setStep('amount');
    }, 400);
  };

  const submit = async () => {
    const problem = ethDepositError(amount, l1Balance.data);
    setError(problem);
    if (problem) return;
    const units = parseAmount(amount)!;
    setStep('working');
    try {
      const before = (await refresh().catch(() => undefined)) ?? 0n;
      await depositEth(units, imx.connect);
      setExpected(before + units);
      setStep('waiting');
      void l1Balance.refetch();
    } catch (failure) {
      setStep('amount');
      setError(failure instanceof EthDepositError ? failure.message : t('layer2.actionNeeded'));
    }
  };

  const actions =
    step === 'amount' || step === 'working' ? (
      <>
        <Button onClick={close} disabled={step === 'working'}>
          {t('layer2.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={step === 'working'}
          startIcon={step === 'working' ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('layer2.deposit')}
        </Button>
      </>
    ) : (
      <Button variant="contained" onClick={close}>
        {t('layer2.ok')}
      </Button>
    );

  return (
    <AppDialog open={open} onClose={close} title={t('layer2.depositTitle')} actions={actions}>
      {step === 'amount' || step === 'working' ? (
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('layer2.available')}:{' '}
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {l1Balance.data === undefined ? '…' : `${formatDisplayAmount(l1Balance.data)} ETH`}
            </Box>
          </Typography>
          <AmountField
            label={t('layer2.amount')}
            value={amount}
            symbol="ETH"
            maxLength={16}
            error={error}
            onChange={(text) => {
              if (!ethAmountFits(text)) return;
              setAmount(text);
              setError(undefined);
            }}
            onEnter={() => void submit()}
          />
        </Box>
      ) : (
        <Alert severity={step === 'arrived' ? 'success' : 'info'} role="status">
          {step === 'arrived' ? t('layer2.arrived', { amount }) : t('layer2.waiting', { amount })}
        </Alert>
      )}
    </AppDialog>
  );
}
