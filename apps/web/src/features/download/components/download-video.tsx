import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export const downloadVideoSrc = '/media/videos/download-intro.webm';

/** The product tour: muted and looping so it may play on its own, with controls to pause or unmute. */
export function DownloadVideo() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        position: 'relative',
        borderRadius: { xs: 3, md: 5 },
        p: '1px',
        background: 'linear-gradient(135deg, rgba(124,92,255,0.7), rgba(33,212,253,0.5))',
        boxShadow: '0 30px 90px rgba(115,80,255,0.22)',
      }}
    >
      <Box
        component="video"
        src={downloadVideoSrc}
        aria-label={t('download.videoLabel')}
        autoPlay
        muted
        loop
        controls
        playsInline
        preload="metadata"
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: '16 / 9',
          objectFit: 'cover',
          borderRadius: { xs: 3, md: 5 },
          bgcolor: '#05060c',
        }}
      >
        {t('download.videoUnsupported')}
      </Box>
    </Box>
  );
}
