import Typography from '@mui/material/Typography';
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
