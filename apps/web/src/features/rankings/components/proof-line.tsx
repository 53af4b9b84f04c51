import { shortAddress } from '@dappx/shared/addresses';
import type { ContractListing } from '@dappx/shared/contract-proofs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/lib/formats';

type ProofLineProps = {
  proof: Pick<NonNullable<ContractListing['proof']>, 'role' | 'signer' | 'proven_at' | 'stale_since'> | null;
  addedByEditor: ContractListing['added_by_editor'];
};

/** Why a contract does not count, after what it lacks: shown in the same warning. */
function NotCounted({ state, children }: { state: 'none' | 'stale'; children: string }) {
  const { t } = useTranslation();
  return (
    <Typography component="span" data-proof={state} sx={{ color: 'warning.main', fontWeight: 700 }}>
      {children}
      <Box component="span" sx={{ fontWeight: 400 }}>
        {` · ${t('rankings.proofs.notCounted')}`}
      </Box>
    </Typography>
  );
}

/**
 * Whether the app's team proved it controls the contract, by whom, and whether that still holds; else
 * whether an editor added it, and why. A contract with neither does not count, and the line says so.
 */
export function ProofLine({ proof, addedByEditor }: ProofLineProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (proof && !proof.stale_since)
    return (
      <Typography component="span" data-proof="proven">
        <Box component="span" sx={{ color: 'success.main', fontWeight: 700 }}>
          {t('rankings.proofs.proven')}
        </Box>{' '}
        {t('rankings.proofs.signedBy', {
          role: t(`rankings.proofs.role.${proof.role}`),
          signer: shortAddress(proof.signer),
          date: formats.date(proof.proven_at),
        })}
      </Typography>
    );
  if (addedByEditor)
    return (
      <Typography component="span" data-proof="editor" sx={{ overflowWrap: 'anywhere' }}>
        {t('rankings.proofs.editor', {
          date: formats.date(addedByEditor.added_at),
          reason: addedByEditor.reason,
        })}
      </Typography>
    );
  if (proof)
    return (
      <NotCounted state="stale">
        {t('rankings.proofs.stale', { date: formats.date(proof.stale_since!) })}
      </NotCounted>
    );
  return <NotCounted state="none">{t('rankings.proofs.none')}</NotCounted>;
}
