import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type WalletOptionProps = {
  icon: ReactNode;
  title: string;
  text: string;
  badge?: string;
  disabled?: boolean;
  onClick?: () => void;
  href?: string;
};

const optionSx: SxProps<Theme> = {
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  p: 2,
  textAlign: 'left',
  borderRadius: 3,
  border: 1,
  borderColor: 'border.dialog',
  bgcolor: 'surface.raised',
  transition: 'border-color 0.15s ease, background-color 0.15s ease',
  '&:hover': { borderColor: 'primary.light', bgcolor: 'tint.optionHover' },
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
  '&.Mui-disabled': { opacity: 0.5 },
};

/** The icon's tile, in the brand's gradient. */
const iconTileSx: SxProps<Theme> = {
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  flexShrink: 0,
  borderRadius: 2.5,
  background: ({ palette }) => `linear-gradient(135deg, ${palette.brand.violet}, ${palette.brand.cyan})`,
  color: 'common.white',
};

const badgeSx: SxProps<Theme> = {
  px: 1,
  py: 0.25,
  borderRadius: 999,
  fontSize: 11,
  fontWeight: 700,
  letterSpacing: '0.04em',
  color: 'secondary.main',
  bgcolor: 'tint.walletBadge',
};

/** One way to connect, as a wide tappable row. */
export function WalletOption({
  icon,
  title,
  text,
  badge,
  disabled = false,
  onClick,
  href,
}: WalletOptionProps) {
  return (
    <ButtonBase
      onClick={onClick}
      disabled={disabled}
      {...(href ? { href, target: '_blank', rel: 'noopener noreferrer' } : {})}
      sx={optionSx}
    >
      <Box aria-hidden="true" sx={iconTileSx}>
        {icon}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {badge ? (
            <Typography component="span" sx={badgeSx}>
              {badge}
            </Typography>
          ) : undefined}
        </Box>
        <Typography component="span" color="text.secondary" sx={{ display: 'block', fontSize: 14 }}>
          {text}
        </Typography>
      </Box>
      <ChevronRightIcon aria-hidden="true" sx={{ color: 'text.secondary' }} />
    </ButtonBase>
  );
}
