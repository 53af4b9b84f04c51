import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDisplayAmount, formatFiat, usdValueOf } from '@dappx/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTokenBalances } from '@/features/balances';
import { useMarketPrices } from '@/features/prices';
import { useZeraLive } from '../../hooks/use-zera-live';
import { PageSection } from '@/components/page-section';
import { PriceNotice } from '../../components/tiles/price-notice';
import { TokenMark, type TokenSymbol } from '../../components/tiles/token-mark';

type CoinBlockProps = {
  symbol: TokenSymbol;
  path: string;
  rows: [label: string, units: bigint][];
  /** USD per token; undefined for a token the price call does not cover (Zera, EDAO). */
  usd?: { price: number | undefined };
};

/** One coin of the overview: its name linking to its page, its two balances and their total. */
function CoinBlock({ symbol, path, rows, usd }: CoinBlockProps) {
  const { t } = useTranslation();
  const total = rows.reduce((sum, [, units]) => sum + units, 0n);
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
          {t('userProfile.total')}
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
  const ace = useTokenBalances('acent');
  const dappx = useTokenBalances('dappx');
  const edao = useTokenBalances('edao');
  const zera = useZeraLive();
  return (
    <PageSection title={t('userProfile.myDigitalAssets')} headingLevel="h1">
      <PriceNotice failed={prices.failed} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <CoinBlock
          symbol="DAPPX"
          path="/user-profile/dappx"
          rows={[
            [t('balances.dappx.first'), dappx.first],
            [t('balances.dappx.second'), dappx.second],
          ]}
          usd={{ price: prices.usdOf('DAPPX') }}
        />
        <CoinBlock
          symbol="ACE"
          path="/user-profile/ace"
          rows={[
            [t('balances.acent.first'), ace.first],
            [t('balances.acent.second'), ace.second],
          ]}
          usd={{ price: prices.usdOf('ACE') }}
        />
        <CoinBlock
          symbol="Zera"
          path="/user-profile/zera"
          rows={[
            [t('balances.zera.first'), zera.vault],
            [t('balances.zera.second'), zera.inGame],
          ]}
        />
        <CoinBlock
          symbol="EDAO"
          path="/user-profile/edao"
          rows={[
            [t('balances.edao.first'), edao.first],
            [t('balances.edao.second'), edao.second],
          ]}
        />
      </Box>
    </PageSection>
  );
}
