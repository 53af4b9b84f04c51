import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDisplayAmount, formatFiat, usdValueOf } from '@dappx/shared/amounts';
import { useTranslation } from 'react-i18next';
import { isPriced, useHoldings, useHoldingsValue } from '../hooks/use-holdings';
import { TokenMark } from './tiles/token-mark';
import { TotalValue } from './total-value';

/**
 * On a desktop, above every wallet page: what the wallet holds in the store is worth in USD, stakes
 * included, and each priced token's part of it (the phone shows the same in its summary).
 */
export function TotalValueCard() {
  const { t } = useTranslation();
  const holdings = useHoldings();
  const { usd, prices } = useHoldingsValue(holdings);
  const priced = holdings.flatMap(({ symbol, total }) => (isPriced(symbol) ? [{ symbol, total }] : []));
  return (
    <Box
      component="section"
      aria-label={t('userProfile.totalValueCard')}
      sx={{
        p: 2.5,
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <TotalValue
        usd={usd}
        size={28}
        note={
          <Typography variant="caption" color="text.secondary">
            {t('userProfile.totalValueNote')}
          </Typography>
        }
      />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        {priced.map(({ symbol, total }) => (
          <Box component="li" key={symbol} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <TokenMark symbol={symbol} size={28} />
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {formatDisplayAmount(total)} {symbol}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                ≈ ${formatFiat(usdValueOf(total, prices.usdOf(symbol)))} USD
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
