import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { introSite } from '@/lib/environment';

/**
 * The header's get-the-app badge: the English badge for English, the other for Spanish and Portuguese
 * (storefront spec, section 2). Drawn here, so nothing loads from elsewhere.
 */
export function DownloadBadge() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Box
      component="a"
      href={`${introSite()}/download`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('downloadApp')}
      lang={language}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        height: 40,
        borderRadius: 2,
        border: 1,
        borderColor: 'border.downloadBadge',
        color: 'text.primary',
        textDecoration: 'none',
        whiteSpace: 'nowrap',
        transition: 'border-color 0.2s, background-color 0.2s',
        '&:hover': { borderColor: 'secondary.main', bgcolor: 'tint.badgeHover' },
      }}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 3a1 1 0 0 1 1 1v9.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-5 5a1 1 0 0 1-1.4 0l-5-5a1 1 0 1 1 1.4-1.4l3.3 3.3V4a1 1 0 0 1 1-1zM5 19h14a1 1 0 1 1 0 2H5a1 1 0 1 1 0-2z"
        />
      </svg>
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1 }}>
        <Box component="span" sx={{ fontSize: 10, color: 'text.secondary' }}>
          {t('badgeGetIt')}
        </Box>
        <Box component="span" sx={{ fontSize: 13, fontWeight: 700 }}>
          DAPPX
        </Box>
      </Box>
    </Box>
  );
}
