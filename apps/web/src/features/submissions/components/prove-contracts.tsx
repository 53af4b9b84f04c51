import { contractProofMessage, type ContractProofsResponse } from '@dappx/shared/contract-proofs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProofLine, useChainName } from '@/features/rankings';
import { useContractProofs, useSendContractProof } from '../api/contract-proofs-api';

type Listed = ContractProofsResponse['contracts'][number];

/** One contract: its proof, or the message to sign and where to put the signature. */
function ContractToProve({ app, contract }: { app: string; contract: Listed }) {
  const { t } = useTranslation();
  const chainName = useChainName();
  const send = useSendContractProof(app);
  const [signature, setSignature] = useState('');
  const message = contractProofMessage({ app, chainId: contract.chain_id, address: contract.address });
  const needsProof = !contract.proof || contract.proof.stale_since !== null;
  const sendProof = () =>
    send.mutate(
      { app, chain_id: contract.chain_id, address: contract.address, signature: signature.trim() },
      { onSuccess: () => setSignature('') },
    );
  return (
    <Box
      component="li"
      data-testid="contract-to-prove"
      sx={{
        listStyle: 'none',
        display: 'grid',
        gap: 1,
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {chainName(contract.chain_id)} ·{' '}
        <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13, fontWeight: 400 }}>
          {contract.address}
        </Box>
      </Typography>
      <ProofLine proof={contract.proof} addedByEditor={contract.added_by_editor} />
      {needsProof && (
        <>
          <Typography variant="body2">{t('submissions.proofs.howTo')}</Typography>
          <Box
            component="pre"
            aria-label={t('submissions.proofs.message')}
            sx={{
              m: 0,
              p: 1,
              borderRadius: 1,
              bgcolor: 'tint.currencyTag',
              fontSize: 13,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {message}
          </Box>
          <TextField
            label={t('submissions.proofs.signature')}
            value={signature}
            onChange={(event) => setSignature(event.target.value)}
            size="small"
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
          />
          {send.isError && <Alert severity="error">{send.error.message}</Alert>}
          <Box>
            <Button variant="contained" disabled={!signature.trim() || send.isPending} onClick={sendProof}>
              {t('submissions.proofs.send')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

/**
 * An approved dapp's contracts, for its team to prove: each counts as the team's once a signature of
 * its owner, admin or deployer over the store's message is checked against the chain.
 */
export function ProveContracts({ app }: { app: string }) {
  const { t } = useTranslation();
  const proofs = useContractProofs(app);
  if (proofs.isPending)
    return <Typography color="text.secondary">{t('submissions.proofs.loading')}</Typography>;
  if (proofs.isError) return <Typography color="error">{proofs.error.message}</Typography>;
  if (proofs.data.contracts.length === 0) return null;
  return (
    <Box component="section" aria-label={t('submissions.proofs.title')} sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 700 }}>{t('submissions.proofs.title')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('submissions.proofs.intro')}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
        {proofs.data.contracts.map((contract) => (
          <ContractToProve key={`${contract.chain_id} ${contract.address}`} app={app} contract={contract} />
        ))}
      </Box>
    </Box>
  );
}
