import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A list of labelled values (a description list), each a `DetailRow`. */
export const DetailList = ({ children }: { children: ReactNode }) => (
  <Box component="dl" sx={{ m: 0 }}>
    {children}
  </Box>
);

/** One line of the transaction's overview: the label left, the value right; stacked on a phone. */
export function DetailRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        gap: { xs: 0.25, sm: 2 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', fontSize: 14 }}>
        {children}
      </Box>
    </Box>
  );
}

/** A hash or address in tabular monospace, wrapping anywhere on narrow screens. */
export const Mono = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13.5, overflowWrap: 'anywhere' }}>
    {children}
  </Box>
);

/** Beside an address: the name of our contract there (Vault, ACE…), if it is one of ours. */
export const ContractName = ({ name }: { name: string | null }) =>
  name ? (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
      ({name})
    </Typography>
  ) : null;
