import { styled } from '@mui/material/styles';

/**
 * A short status word on a tinted pill ("Available", "Sold"), looking like MUI's small Chip. A grid draws
 * dozens of them at once: one plain styled span costs a fraction of a Chip's slots and props work.
 */
export const StatusBadge = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{
  tone: 'success' | 'neutral';
}>(({ theme, tone }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: '0 8px',
  borderRadius: 12,
  fontSize: theme.typography.pxToRem(13),
  fontWeight: 700,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  color: tone === 'success' ? theme.palette.success.contrastText : theme.palette.text.primary,
  backgroundColor: tone === 'success' ? theme.palette.success.main : theme.palette.action.selected,
}));
