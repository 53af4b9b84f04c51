import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readFailureText } from '@/lib/errors';

/** A page while it reads: a spinner named for what it waits on. */
export function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** A read that failed, in the store's words when it gave some. */
export function ReadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <Alert severity="error">{readFailureText(error, t)}</Alert>;
}

/** Nothing to list, and why. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Box
      role="status"
      sx={{
        py: 6,
        px: 3,
        textAlign: 'center',
        borderRadius: 4,
        border: '1px dashed',
        borderColor: 'border.emptyState',
        color: 'text.secondary',
      }}
    >
      {children}
    </Box>
  );
}
