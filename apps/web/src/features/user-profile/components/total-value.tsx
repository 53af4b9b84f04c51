import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatFiat } from '@dappx/shared/amounts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What everything held in the store is worth, labelled as such: the desktop card's and the phone summary's. */
export function TotalValue({ usd, size, note }: { usd: bigint; size: number; note?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {t('userProfile.totalValueInStore')}
      </Typography>
      <Typography
        data-testid="total-value"
        sx={{ fontSize: size, fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
      >
        ≈ ${formatFiat(usd)} USD
      </Typography>
      {note}
    </Box>
  );
}
