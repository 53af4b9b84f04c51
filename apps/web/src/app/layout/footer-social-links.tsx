import type { FooterLink } from '@dappx/shared/catalogue';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkIcon from '@mui/icons-material/Link';
import TelegramIcon from '@mui/icons-material/Telegram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';

const socialIcons: Record<string, typeof TelegramIcon> = {
  telegram: TelegramIcon,
  facebook: FacebookIcon,
  twitter: XIcon,
  instagram: InstagramIcon,
  youtube: YouTubeIcon,
};

/** The footer's row of the store's social accounts, an icon each. */
export function FooterSocialLinks({ links }: { links: FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} component="ul" aria-label={t('followUs')} sx={{ p: 0, m: 0 }}>
      {links.map((link) => {
        const Icon = socialIcons[link.icon ?? ''] ?? LinkIcon;
        return (
          <Box component="li" key={link.href} sx={{ listStyle: 'none' }}>
            {/* Two links may share an icon (Telegram's chat and its announcements): the label tells them
                apart, on pointing too. The browser's own tooltip: MUI's would join every first load. */}
            <IconButton
              component={AppLink}
              href={link.href}
              aria-label={link.label}
              title={link.label}
              color="inherit"
              sx={{ width: 44, height: 44 }}
            >
              <Icon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
    </Stack>
  );
}
