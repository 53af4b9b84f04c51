import Box from '@mui/material/Box';

/** The API's or the ledger's own name beside its label, in small type, for those who script the console. */
export function ApiCode({ code, block = false }: { code: string; block?: boolean }) {
  return (
    <Box
      component="code"
      sx={{
        display: block ? 'block' : 'inline',
        fontSize: '0.7rem',
        color: 'text.disabled',
        fontFamily: 'monospace',
      }}
    >
      {code}
    </Box>
  );
}
