import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
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
      sx={{
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        textAlign: 'left',
        borderRadius: 3,
        border: 1,
        borderColor: 'rgba(255,255,255,0.1)',
        bgcolor: 'rgba(255,255,255,0.03)',
        transition: 'border-color 0.15s ease, background-color 0.15s ease',
        '&:hover': { borderColor: 'primary.light', bgcolor: 'rgba(124,92,255,0.1)' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
        '&.Mui-disabled': { opacity: 0.5 },
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 2.5,
          background: 'linear-gradient(135deg, #7c5cff, #21d4fd)',
          color: 'common.white',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {badge ? (
            <Typography
              component="span"
              sx={{
                px: 1,
                py: 0.25,
                borderRadius: 999,
                fontSize: 11,
                fontWeight: 700,
                letterSpacing: '0.04em',
                color: 'secondary.main',
                bgcolor: 'rgba(33,212,253,0.12)',
              }}
            >
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
