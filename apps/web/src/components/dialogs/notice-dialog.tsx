import ExtensionOutlinedIcon from '@mui/icons-material/ExtensionOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog';
import { StoreBadge, type StorePlatform } from './store-badge';

export type NoticeLink = { platform: StorePlatform; href: string; disabled?: boolean };

type NoticeDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The web3 browser's store links (Windows, Google Play, App Store), from the download catalogue. */
  links: NoticeLink[];
};

/** Shown when no wallet is injected: the store works best in the DAPPX web3 browser, so install it. */
export function NoticeDialog({ open, onClose, links }: NoticeDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('dialogs.noticeTitle')}
      icon={<ExtensionOutlinedIcon />}
    >
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t('dialogs.noticeText')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {links.map((link) => (
          <li key={link.platform}>
            <StoreBadge platform={link.platform} href={link.href} disabled={link.disabled} fullWidth />
          </li>
        ))}
      </Box>
    </AppDialog>
  );
}
