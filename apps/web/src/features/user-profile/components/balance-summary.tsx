import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDisplayAmount } from '@dappx/shared/amounts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useHoldings, useHoldingsValue, type Holding } from '../hooks/use-holdings';
import { TokenMark } from './tiles/token-mark';
import { TotalValue } from './total-value';

/** The id the summary's Account button jumps to: the side panel, which a phone shows under the page. */
export const walletPanelId = 'wallet-panel';

/** Moves the reader, and the keyboard, to the side panel. */
function jumpToPanel() {
  const panel = document.getElementById(walletPanelId);
  panel?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  panel?.focus({ preventScroll: true });
}

/**
 * On a phone, the top of every wallet page: what the wallet holds in the store at a glance, stakes
 * included (its value in USD where the price call covers the token), each token a link to its page, and
 * the way to the panel.
 */
export function BalanceSummary() {
  const { t } = useTranslation();
  const holdings = useHoldings();
  const { usd } = useHoldingsValue(holdings);
  return (
    <Box
      component="section"
      aria-label={t('userProfile.balanceSummary')}
      sx={{ p: 2, borderRadius: 4, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <TotalValue usd={usd} size={24} />
        <Button
          size="small"
          variant="outlined"
          startIcon={<AccountCircleOutlinedIcon />}
          onClick={jumpToPanel}
          aria-controls={walletPanelId}
          sx={{ flexShrink: 0, borderRadius: 999 }}
        >
          {t('userProfile.account')}
        </Button>
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          mt: 1.5,
          p: 0,
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: 1,
        }}
      >
        {holdings.map((holding) => (
          <HoldingLink key={holding.symbol} {...holding} />
        ))}
      </Box>
    </Box>
  );
}

function HoldingLink({ symbol, path, total, staked }: Holding) {
  const { t } = useTranslation();
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Box
        component={RouterLink}
        to={path}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 44,
          px: 1,
          borderRadius: 2,
          bgcolor: 'surface.raised',
          color: 'text.primary',
          textDecoration: 'none',
          '&:hover, &:focus-visible': { bgcolor: 'tint.navActive' },
        }}
      >
        <TokenMark symbol={symbol} size={22} />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="body2"
            data-testid={`summary-${symbol}-total`}
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {formatDisplayAmount(total)} {symbol}
          </Typography>
          {staked > 0n ? (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
            >
              {t('balances.staked')} {formatDisplayAmount(staked)}
            </Typography>
          ) : undefined}
        </Box>
      </Box>
    </Box>
  );
}
