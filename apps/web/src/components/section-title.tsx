import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Highlight } from './highlight';

/** A section's title (already translated), highlighted by the search text like every title. */
export function SectionTitle({ title, id }: { title: string; id?: string }) {
  return (
    <Typography
      id={id}
      component="h2"
      variant="h5"
      sx={{ fontWeight: 800, letterSpacing: '0.04em', mb: { xs: 2, md: 3 } }}
    >
      <Highlight text={title} />
    </Typography>
  );
}

/** A section's title with what acts on the section (a link, a toggle) at its end, below it when narrow. */
export function SectionTitleRow({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        justifyContent: 'space-between',
        columnGap: 2,
      }}
    >
      <SectionTitle id={id} title={title} />
      {children}
    </Box>
  );
}
