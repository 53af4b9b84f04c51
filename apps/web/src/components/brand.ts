import type { Theme } from '@mui/material/styles';

/** The brand's violet-to-cyan gradient, used by the logo, headings and highlights (an `sx` value). */
export const brandGradient = ({ palette }: Theme) =>
  `linear-gradient(135deg, ${palette.brand.violet} 0%, ${palette.brand.cyan} 100%)`;
