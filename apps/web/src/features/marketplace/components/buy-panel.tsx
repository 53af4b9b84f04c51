import type { MarketItem } from '@dappx/shared/marketplace';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImxWallet } from '@/features/layer2';
import { isAvailable, priceOf, usePriceTexts } from '../price-view';
import { useNetworkFee } from '../use-network-fee';

type Props = { item: MarketItem; buying: boolean; onBuy: (item: MarketItem) => void };

/**
 * Buy for <price>, then a confirmation of what paying does (price, estimated network fee, balance after)
 * before the wallet is asked to pay. The token is minted to the buyer's wallet at purchase, and it says so.
 */
export function BuyPanel({ item, buying, onBuy }: Props) {
  const { t } = useTranslation();
  const prices = usePriceTexts();
  const imx = useImxWallet();
  const [confirming, setConfirming] = useState(false);
  const price = priceOf(item);
  if (!isAvailable(item))
    return (
      <Button variant="contained" fullWidth disabled>
        {t('marketplace.soldButton')}
      </Button>
    );
  // Without an IMX wallet there is nothing to confirm yet: the purchase asks for the connection first.
  if (!confirming || !imx.address)
    return (
      <Box sx={{ width: '100%', display: 'grid', gap: 0.75 }}>
        <Button
          variant="contained"
          fullWidth
          disabled={buying}
          onClick={() => (imx.address ? setConfirming(true) : onBuy(item))}
        >
          {t('marketplace.buyFor', { price: prices.amount(price) })}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('marketplace.mintedWhenBought')}
        </Typography>
      </Box>
    );
  return (
    <Confirmation
      item={item}
      buying={buying}
      onBack={() => setConfirming(false)}
      onConfirm={() => onBuy(item)}
    />
  );
}

type ConfirmationProps = { item: MarketItem; buying: boolean; onBack: () => void; onConfirm: () => void };

function Confirmation({ item, buying, onBack, onConfirm }: ConfirmationProps) {
  const { t } = useTranslation();
  const prices = usePriceTexts();
  const imx = useImxWallet();
  const price = priceOf(item);
  const fee = useNetworkFee(imx.address, price, true);
  const after =
    imx.balance === undefined || fee.data === undefined ? undefined : imx.balance - price - fee.data;
  const short = after !== undefined && after < 0n;
  const feeText = fee.isError
    ? t('marketplace.feeUnknown')
    : fee.data === undefined
      ? '…'
      : prices.coin(fee.data);
  return (
    <Box
      role="group"
      aria-label={t('marketplace.confirmPurchase')}
      sx={{ width: '100%', display: 'grid', gap: 1.5 }}
    >
      <Typography component="h3" sx={{ fontWeight: 800 }}>
        {t('marketplace.confirmPurchase')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}>
        <Row label={t('marketplace.price')} value={prices.coin(price)} extra={prices.usd(price)} />
        <Row label={t('marketplace.networkFee')} value={feeText} />
        <Row
          label={t('marketplace.balanceAfter')}
          value={after === undefined ? '…' : prices.coin(after)}
          testId="balance-after"
        />
      </Box>
      {short ? (
        <Typography color="error" variant="body2">
          {t('Insufficient IMX Fund.')}
        </Typography>
      ) : undefined}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" onClick={onBack} disabled={buying} sx={{ flex: 1 }}>
          {t('marketplace.back')}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={buying || short}
          startIcon={buying ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ flex: 2 }}
        >
          {t('marketplace.confirmAndPay', { price: prices.amount(price) })}
        </Button>
      </Box>
    </Box>
  );
}

function Row({
  label,
  value,
  extra,
  testId,
}: {
  label: string;
  value: string;
  extra?: string | undefined;
  testId?: string;
}) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
        {value}
        {extra ? (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {extra}
          </Typography>
        ) : undefined}
      </Typography>
    </>
  );
}
