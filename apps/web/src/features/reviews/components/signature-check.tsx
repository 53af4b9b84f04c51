import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const codeBlock = {
  m: 0,
  p: 1,
  borderRadius: 1,
  bgcolor: 'action.hover',
  fontSize: 13,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

/**
 * "Check signature": what the wallet signed and its signature, folded away until asked for, so anyone
 * can recover the signer with a tool of their own rather than take the store's word.
 */
export function SignatureCheck({
  signer,
  message,
  signature,
  hashed,
}: {
  signer: string;
  message: string;
  signature: string;
  /** The lines whose keccak256 the message names, when it names a hash of them. */
  hashed?: string;
}) {
  const { t } = useTranslation();
  return (
    <Box component="details" sx={{ minWidth: 0, '& > summary': { cursor: 'pointer', width: 'fit-content' } }}>
      <Typography component="summary" variant="body2" sx={{ color: 'primary.light', fontWeight: 600 }}>
        {t('reviews.signature.check')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('reviews.signature.intro', { wallet: signer })}
        </Typography>
        {hashed !== undefined && (
          <>
            <Typography variant="body2">{t('reviews.signature.hashed')}</Typography>
            <Box component="pre" sx={codeBlock}>
              {hashed}
            </Box>
          </>
        )}
        <Typography variant="body2">{t('reviews.signature.message')}</Typography>
        <Box component="pre" data-testid="signed-message" sx={codeBlock}>
          {message}
        </Box>
        <Typography variant="body2">{t('reviews.signature.signature')}</Typography>
        <Box component="pre" data-testid="signature" sx={codeBlock}>
          {signature}
        </Box>
      </Box>
    </Box>
  );
}
