import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { shortAddress } from '@dappx/shared/addresses';
import type { UserProfileResponse } from '@dappx/shared/users';
import { formatDisplayAmount, formatFiat, usdValueOf } from '@dappx/shared/amounts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTokenTotals } from '@/features/balances';
import { useMarketPrices } from '@/features/prices';
import { logout } from '@/features/users';
import { storedNetwork } from '@/lib/session';
import { useDemoStore } from '@/lib/wallet/use-demo-store';
import { useWalletTokens } from '../../api/wallet-tokens';
import { exchanges } from '../../lib/exchanges';
import { networkName, sidePanelTokens } from '../../lib/wallet-network';
import { walletCard } from '@/components/wallet-card';
import { walletPanelId } from '../balance-summary';
import { TokenMark } from '../tiles/token-mark';
import { EmailItem, VerifyEmailBox } from './email-box';
import { QrDialog } from './dialogs';
import { ReferralBox } from './referral-box';

const copiedVisibleMs = 2_000;

/**
 * The wallet's own tokens on chain with their USD value (spec, section 2): L1's, and L2's once linked;
 * each store token says what the store holds of it too, so the two are never taken for one another.
 */
function TokenList() {
  const { t } = useTranslation();
  const prices = useMarketPrices();
  const wallet = useWalletTokens();
  const inStore = { ACE: useTokenTotals('acent').total, DAPPX: useTokenTotals('dappx').total };
  const tokens = sidePanelTokens(wallet.tokens);
  if (tokens.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {wallet.isPending ? t('loading') : t('userProfile.tokensNotFound')}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t('userProfile.tokens')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {tokens.map((token) => (
        <Box
          component="li"
          key={`${token.symbol}-${token.layer ?? 'l1'}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
        >
          <TokenMark symbol={token.symbol} size={32} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {token.symbol}
              {token.layer === 'l2' ? (
                <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
                  {t('userProfile.layer2')}
                </Typography>
              ) : undefined}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              ≈ ${formatFiat(usdValueOf(token.units, prices.usdOf(token.symbol)))} USD
            </Typography>
            {token.symbol !== 'ETH' && !token.layer ? (
              <Typography
                variant="body2"
                color="text.secondary"
                data-testid={`panel-${token.symbol}-in-store`}
                // Wraps between its words only: a figure split over two lines reads as two figures.
                sx={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {t('userProfile.inStoreLine', {
                  amount: `${formatDisplayAmount(inStore[token.symbol])} ${token.symbol}`,
                })}
              </Typography>
            ) : undefined}
          </Box>
          <Typography
            sx={{
              fontVariantNumeric: 'tabular-nums',
              fontWeight: 600,
              textAlign: 'right',
              // The wallet's own figure keeps its line; the name's column wraps instead.
              whiteSpace: 'nowrap',
              flexShrink: 0,
            }}
          >
            {formatDisplayAmount(token.units)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The wallet's address, shortened, with copy and the QR code that links a phone. */
function AddressRow({ address, onShowQr }: { address: string; onShowQr: () => void }) {
  const { t } = useTranslation();
  const [addressCopied, setAddressCopied] = useState(false);
  const copyAddress = () =>
    void navigator.clipboard?.writeText(address).then(() => {
      setAddressCopied(true);
      setTimeout(() => setAddressCopied(false), copiedVisibleMs);
    });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography
        title={address}
        sx={{ fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 18, fontWeight: 700, flexGrow: 1 }}
      >
        {shortAddress(address, 4)}
      </Typography>
      <Tooltip title={addressCopied ? t('userProfile.copied') : t('userProfile.copyAddress')}>
        <IconButton aria-label={t('userProfile.copyAddress')} onClick={copyAddress} size="small">
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('userProfile.showQr')}>
        <IconButton aria-label={t('userProfile.showQr')} onClick={onShowQr} size="small">
          <QrCode2Icon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** Where to buy the tokens; none on the demo chains, whose test tokens no exchange sells. */
function ExchangeLink() {
  const { t } = useTranslation();
  if (useDemoStore()) return null;
  return (
    <Link
      href={exchanges[0].url}
      target="_blank"
      rel="noopener noreferrer"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        fontWeight: 600,
        alignSelf: 'flex-start',
      }}
    >
      {t('userProfile.buyLink')}
      <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden="true" />
    </Link>
  );
}

/** Which network the wallet is on. */
function NetworkRow() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('userProfile.network')}
      </Typography>
      <Chip
        size="small"
        label={networkName(storedNetwork())}
        sx={{ fontWeight: 700, bgcolor: 'tint.networkChip', color: 'secondary.main' }}
      />
    </Box>
  );
}

/** The account's name and email. */
function AccountItems({ profile }: { profile: UserProfileResponse }) {
  const { t } = useTranslation();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <Box>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t('userProfile.username')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {profile.username || t('userProfile.unnamed')}
        </Typography>
      </Box>
      <EmailItem profile={profile} />
    </Box>
  );
}

/** The wallet area's side panel (spec, section 2): who, which network, which tokens, and the account's actions. */
export function SidePanel({ profile }: { profile: UserProfileResponse }) {
  const { t } = useTranslation();
  const [qrOpen, setQrOpen] = useState(false);

  return (
    <Box
      component="aside"
      id={walletPanelId}
      tabIndex={-1}
      aria-label={t('userProfile.walletPanel')}
      sx={{ ...walletCard, scrollMarginTop: 72, outline: 'none', p: { xs: 2, sm: 2.5 }, gap: 2 }}
    >
      <NetworkRow />
      <AddressRow address={profile.wallet_address} onShowQr={() => setQrOpen(true)} />

      <AccountItems profile={profile} />

      {profile.is_verified ? undefined : <VerifyEmailBox email={profile.email_id} />}

      <Divider />
      <Box>
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          {t('userProfile.tokens')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('balances.inWallet')}
        </Typography>
      </Box>
      <TokenList />
      <ExchangeLink />
      <Divider />

      <ReferralBox referralCode={profile.referral_code} />

      <Button variant="outlined" color="inherit" startIcon={<LogoutIcon />} onClick={() => void logout()}>
        {t('userProfile.disconnect')}
      </Button>
      <QrDialog open={qrOpen} onClose={() => setQrOpen(false)} />
    </Box>
  );
}
