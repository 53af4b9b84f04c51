import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

type CoverVideoProps = {
  src: string;
  loop?: boolean;
  onEnded?: () => void;
  /** Marks the hover clips, which the page finds to play and pause. */
  hoverClip?: boolean;
  sx?: SxProps<Theme>;
};

/** A muted clip filling its box, with the spec's text for browsers that cannot play video. */
export function CoverVideo({ src, loop, onEnded, hoverClip, sx }: CoverVideoProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="video"
      src={src}
      autoPlay
      muted
      loop={loop}
      playsInline
      onEnded={onEnded}
      data-hover-video={hoverClip || undefined}
      sx={[
        { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {t('home.videoUnsupported')}
    </Box>
  );
}
