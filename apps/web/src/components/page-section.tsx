import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { walletCard } from './wallet-card';

type PageSectionProps = {
  title: ReactNode;
  /** Beside the title: an info tooltip, a BETA mark. */
  titleExtra?: ReactNode;
  /** The section's buttons, under its tiles. */
  actions?: ReactNode;
  children: ReactNode;
  headingLevel?: 'h1' | 'h2';
};

/** A card of the wallet area: a titled region, its content, and a row of actions. */
export function PageSection({ title, titleExtra, actions, children, headingLevel = 'h2' }: PageSectionProps) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ ...walletCard, p: { xs: 2, sm: 3 }, gap: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          id={id}
          component={headingLevel}
          sx={{ fontSize: headingLevel === 'h1' ? { xs: 22, md: 26 } : { xs: 18, md: 20 }, fontWeight: 800 }}
        >
          {title}
        </Typography>
        {titleExtra}
      </Box>
      {children}
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box> : undefined}
    </Box>
  );
}
