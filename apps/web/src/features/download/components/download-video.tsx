import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { product } from './product';

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
        background: ({ palette }) =>
          `linear-gradient(135deg, ${palette.glow.videoFrameStart}, ${palette.glow.videoFrameEnd})`,
        boxShadow: ({ palette }) => `0 30px 90px ${palette.glow.video}`,
      }}
    >
      <Box
        component="video"
        src={downloadVideoSrc}
        aria-label={t('download.videoLabel', { product })}
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
          bgcolor: 'surface.ink',
        }}
      >
        {t('download.videoUnsupported')}
      </Box>
    </Box>
  );
}
