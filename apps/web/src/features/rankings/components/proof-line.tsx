import type { RankingsAppResponse } from '@dappx/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/lib/formats';
import { shortHex } from '../figures';

type Proof = RankingsAppResponse['contracts'][number]['proof'];

/** Whether the app's team proved it controls the contract, by whom, and whether that still holds. */
export function ProofLine({ proof }: { proof: Proof }) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (!proof)
    return (
      <Typography component="span" data-proof="none" sx={{ color: 'warning.main', fontWeight: 700 }}>
        {t('rankings.proofs.none')}
      </Typography>
    );
  if (proof.stale_since)
    return (
      <Typography component="span" data-proof="stale" sx={{ color: 'warning.main', fontWeight: 700 }}>
        {t('rankings.proofs.stale', { date: formats.date(proof.stale_since) })}
      </Typography>
    );
  return (
    <Typography component="span" data-proof="proven">
      <Box component="span" sx={{ color: 'success.main', fontWeight: 700 }}>
        {t('rankings.proofs.proven')}
      </Box>{' '}
      {t('rankings.proofs.signedBy', {
        role: t(`rankings.proofs.role.${proof.role}`),
        signer: shortHex(proof.signer),
        date: formats.date(proof.proven_at),
      })}
    </Typography>
  );
}
