import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDisplayAmount, formatFiat, usdValueOf } from '@dappx/shared/amounts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMarketPrices } from '@/features/prices';
import { useHoldings, type Holding } from '../../hooks/use-holdings';
import { PageSection } from '@/components/page-section';
import { PriceNotice } from '../../components/tiles/price-notice';
import { TokenMark } from '../../components/tiles/token-mark';

type CoinBlockProps = {
  holding: Holding;
  /** The token's own names of its two balances (Acent Vault, Active Acent…). */
  names: [vault: string, active: string];
  /** USD per token; undefined for a token the price call does not cover (Zera, EDAO). */
  usd?: { price: number | undefined };
};

/**
 * One coin of the overview: its name linking to its page, its total in the store (stakes included) and
 * each part of it, labelled; what is on its way to the wallet apart, when there is some.
 */
function CoinBlock({ holding, names, usd }: CoinBlockProps) {
  const { t } = useTranslation();
  const { symbol, path, total } = holding;
  const rows: [label: string, units: bigint][] = [
    [names[0], holding.vault],
    [names[1], holding.active],
    ...(symbol === 'Zera' ? [] : [[t('balances.staked'), holding.staked] as [string, bigint]]),
    ...(holding.pending > 0n ? [[t('balances.pending'), holding.pending] as [string, bigint]] : []),
  ];
  return (
    <Box
      component="article"
      aria-label={symbol}
      sx={{
        p: 2.5,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'surface.raised',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <TokenMark symbol={symbol} />
        <Link component={RouterLink} to={path} sx={{ fontSize: 18, fontWeight: 800 }}>
          {symbol}
        </Link>
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('balances.totalInStore')}
        </Typography>
        <Typography
          data-testid={`${symbol}-total`}
          sx={{ fontSize: 22, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
        >
          {formatDisplayAmount(total)} {symbol}
        </Typography>
        {usd ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            ≈ ${formatFiat(usdValueOf(total, usd.price))} USD
          </Typography>
        ) : undefined}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
        {rows.map(([label, units]) => (
          <Box
            key={label}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
              {formatDisplayAmount(units)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The base path: My Digital Assets, one block per coin (spec, section 2). */
export function OverviewPage() {
  const { t } = useTranslation();
  const prices = useMarketPrices();
  const [dappx, ace, zera, edao] = useHoldings() as [Holding, Holding, Holding, Holding];
  return (
    <PageSection title={t('userProfile.myDigitalAssets')} headingLevel="h1">
      <PriceNotice failed={prices.failed} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <CoinBlock
          holding={dappx}
          names={[t('balances.dappx.first'), t('balances.dappx.second')]}
          usd={{ price: prices.usdOf('DAPPX') }}
        />
        <CoinBlock
          holding={ace}
          names={[t('balances.acent.first'), t('balances.acent.second')]}
          usd={{ price: prices.usdOf('ACE') }}
        />
        <CoinBlock holding={zera} names={[t('balances.zera.first'), t('balances.zera.second')]} />
        <CoinBlock holding={edao} names={[t('balances.edao.first'), t('balances.edao.second')]} />
      </Box>
    </PageSection>
  );
}
