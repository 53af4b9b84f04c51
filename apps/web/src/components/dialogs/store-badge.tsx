import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../app-link';
import { AppStoreGlyph, GooglePlayGlyph, WindowsGlyph } from './store-glyphs';

export type StorePlatform = 'windows' | 'google-play' | 'app-store';

const glyphs: Record<StorePlatform, ReactNode> = {
  windows: <WindowsGlyph sx={{ fontSize: 26 }} />,
  'google-play': <GooglePlayGlyph sx={{ fontSize: 26 }} />,
  'app-store': <AppStoreGlyph sx={{ fontSize: 30 }} />,
};

const lines: Record<StorePlatform, [string, string]> = {
  windows: ['dialogs.store.windowsSmall', 'dialogs.store.windows'],
  'google-play': ['dialogs.store.googlePlaySmall', 'dialogs.store.googlePlay'],
  'app-store': ['dialogs.store.appStoreSmall', 'dialogs.store.appStore'],
};

type StoreBadgeProps = { platform: StorePlatform; href: string; disabled?: boolean; fullWidth?: boolean };

/**
 * A store button in the familiar two-line badge shape, drawn by us. A disabled badge is a real
 * disabled button, so it is skipped by the keyboard and announced as unavailable.
 */
export function StoreBadge({ platform, href, disabled = false, fullWidth = false }: StoreBadgeProps) {
  const { t } = useTranslation();
  const [small, big] = lines[platform];
  const content = (
    <>
      <Box sx={{ display: 'grid', placeItems: 'center', width: 30 }} aria-hidden="true">
        {glyphs[platform]}
      </Box>
      <Box sx={{ textAlign: 'left', lineHeight: 1.1, whiteSpace: 'nowrap' }}>
        <Box component="span" sx={{ display: 'block', fontSize: 11, letterSpacing: '0.04em', opacity: 0.8 }}>
          {t(small)}
        </Box>
        <Box component="span" sx={{ display: 'block', fontSize: 16, fontWeight: 700 }}>
          {t(big)}
        </Box>
      </Box>
    </>
  );
  const sx = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: 1.25,
    minWidth: 172,
    width: fullWidth ? '100%' : undefined,
    height: 56,
    px: 1.75,
    borderRadius: 2.5,
    color: 'common.white',
    bgcolor: 'surface.ink',
    border: 1,
    borderColor: 'border.storeBadge',
    fontFamily: 'inherit',
    transition: 'transform 0.15s ease, border-color 0.15s ease, box-shadow 0.15s ease',
    '&:hover': {
      borderColor: 'primary.light',
      transform: 'translateY(-2px)',
      boxShadow: ({ palette }: Theme) => `0 10px 24px ${palette.glow.storeBadge}`,
    },
    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
    '&.Mui-disabled': { opacity: 0.42, filter: 'grayscale(1)', cursor: 'not-allowed', pointerEvents: 'auto' },
  } as const;
  const label = `${t(small)} ${t(big)}`;
  if (disabled) {
    // A greyed button alone leaves people guessing: the reason is written under it.
    return (
      <Box sx={{ display: 'grid', gap: 0.5, width: fullWidth ? '100%' : undefined }}>
        <ButtonBase disabled aria-label={`${label} (${t('dialogs.store.unavailable')})`} sx={sx}>
          {content}
        </ButtonBase>
        <Box component="span" sx={{ fontSize: 12, color: 'text.secondary', textAlign: 'center' }}>
          {t('dialogs.store.whyUnavailable', { store: t(big) })}
        </Box>
      </Box>
    );
  }
  return (
    <ButtonBase LinkComponent={AppLink} href={href} aria-label={label} sx={sx}>
      {content}
    </ButtonBase>
  );
}
