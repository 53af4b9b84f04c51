import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { shortAddress } from '@dappx/shared/addresses';
import { formatDisplayAmount } from '@dappx/shared/amounts';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offerConnect, requestConnect } from '@/lib/connect-requests';
import { isLoggedIn } from '@/lib/session';
import { useImxWallet } from '../use-imx-wallet';
import { ConnectImxDialog, EthDepositDialog } from './dialogs';

/** A small 'IMX' badge so the address reads as the layer-2 wallet, not the signed-in one. */
function ImxMark() {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        fontSize: 10,
        lineHeight: 1.6,
        fontWeight: 800,
        letterSpacing: 0.5,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'tint.imxBadge',
      }}
    >
      IMX
    </Box>
  );
}

const imxButtonSx = { borderRadius: 999, whiteSpace: 'nowrap', px: 2 } as const;

/**
 * What the first paint draws where the area goes: the signed-out button's look and size, hidden from
 * assistive technology and pressing nothing (the app draws the area as the visitor's session has it).
 */
export function ImxConnectStandIn() {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={(theme) => ({
        ...theme.typography.button,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
        minWidth: 64,
        py: '5px',
        border: 1,
        borderColor: alpha(theme.palette.secondary.main, 0.5),
        color: 'secondary.main',
        ...imxButtonSx,
      })}
    >
      {t('layer2.connectTitle')}
    </Box>
  );
}

/**
 * The linked wallet's ETH on IMX, its address, Deposit and Disconnect. It opens in the page's flow under
 * the IMX button, pushing the page down, so it never covers the balance cards beneath.
 */
function ImxBalancePanel({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const imx = useImxWallet();
  const [depositOpen, setDepositOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Collapse in={open} unmountOnExit>
        <Box
          id={id}
          role="region"
          aria-labelledby={titleId}
          sx={{
            mt: 1,
            p: 2.5,
            width: 300,
            maxWidth: '100%',
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Typography id={titleId} variant="body2" color="text.secondary">
            {t('layer2.imxBalance')}
          </Typography>
          <Typography data-testid="imx-balance" sx={{ fontSize: 22, fontWeight: 700, my: 0.5 }}>
            {imx.balance === undefined ? '…' : `${formatDisplayAmount(imx.balance)} ETH`}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {imx.address}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button variant="contained" fullWidth onClick={() => setDepositOpen(true)}>
              {t('layer2.deposit')}
            </Button>
            <Button
              variant="outlined"
              fullWidth
              onClick={() => {
                onClose();
                imx.disconnect();
              }}
            >
              {t('layer2.disconnect')}
            </Button>
          </Box>
        </Box>
      </Collapse>
      <EthDepositDialog open={depositOpen} onClose={() => setDepositOpen(false)} />
    </>
  );
}

/**
 * The layer-2 connect area (wallet-area spec): 'Connect to IMX', or the linked address with its IMX
 * balance panel and the ETH deposit. Signed out, its button opens the main Connect Wallet, as the spec
 * says. Unlike the spec it shows on phones too: it is a phone's only way to ETH on IMX.
 */
export function ImxConnectArea() {
  const { t } = useTranslation();
  const imx = useImxWallet();
  const [connectOpen, setConnectOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const openConnect = useCallback(() => setConnectOpen(true), []);
  // One connect button at a time: signed out, only the main Connect Wallet shows (a page reloads on sign-in).
  const signedIn = isLoggedIn();
  // While its Connect button shows, other features (the NFT purchase) ask this area for an IMX wallet.
  const offersConnect = signedIn && imx.status !== 'disconnected' && !imx.address;
  useEffect(
    () => (offersConnect ? offerConnect('imx', openConnect) : undefined),
    [offersConnect, openConnect],
  );
  if (!signedIn) {
    return (
      <Button variant="outlined" color="secondary" onClick={() => requestConnect('wallet')} sx={imxButtonSx}>
        {t('layer2.connectTitle')}
      </Button>
    );
  }

  if (imx.status === 'disconnected') {
    return <Chip label={t('layer2.disconnected')} variant="outlined" role="status" />;
  }
  if (imx.address) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
        <Button
          variant="outlined"
          color="secondary"
          aria-expanded={panelOpen}
          aria-controls={panelOpen ? panelId : undefined}
          aria-label={t('layer2.imxWallet', { address: imx.address })}
          onClick={() => setPanelOpen((open) => !open)}
          sx={{ ...imxButtonSx, gap: 1 }}
        >
          <ImxMark />
          {shortAddress(imx.address)}
        </Button>
        <ImxBalancePanel id={panelId} open={panelOpen} onClose={() => setPanelOpen(false)} />
      </Box>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        color="secondary"
        aria-haspopup="dialog"
        onClick={openConnect}
        sx={imxButtonSx}
      >
        {t('layer2.connectTitle')}
      </Button>
      <ConnectImxDialog open={connectOpen} onClose={() => setConnectOpen(false)} />
    </>
  );
}
