import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDemoStore } from '@/lib/wallet/use-demo-store';
import { exchanges } from '../../lib/exchanges';

/**
 * Buy: a popover listing the exchanges where the token trades (spec, section 2); on the demo chains, what
 * the demo wallet is instead, since a demo token has no market.
 */
export function BuyButton({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  // On demo chains the token is a test token sold nowhere: no exchange is offered for it.
  const demo = useDemoStore();
  return (
    <>
      <Tooltip title={t('userProfile.buyHint', { token: symbol })} describeChild>
        <Button
          variant="outlined"
          startIcon={<ShoppingCartIcon />}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? id : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {t('userProfile.buy')}
        </Button>
      </Tooltip>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { sx: { mt: 1, p: 2, borderRadius: 3, border: 1, borderColor: 'divider', minWidth: 240 } },
        }}
      >
        {demo ? (
          <Typography variant="body2" sx={{ maxWidth: 300 }}>
            {t('userProfile.buyDemo', { token: symbol })}
          </Typography>
        ) : (
          <ExchangeLinks symbol={symbol} />
        )}
      </Popover>
    </>
  );
}

function ExchangeLinks({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('userProfile.buyOn', { token: symbol })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {exchanges.map((exchange) => (
          <li key={exchange.name}>
            <Link
              href={exchange.url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600, py: 0.5 }}
            >
              {exchange.name}
              <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </Box>
    </>
  );
}
