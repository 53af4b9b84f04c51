import { contractProofMessage } from '@dappx/shared/contract-proofs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useConfirmedChange } from '../../lib/use-confirmed-change';
import { addByEditor, enterProof, removeEditorAddition, type ContractRow } from './contracts-data';

type Change = 'prove' | 'add' | 'remove';

const send: Record<Change, (contract: ContractRow, text: string) => Promise<unknown>> = {
  prove: enterProof,
  add: addByEditor,
  remove: removeEditorAddition,
};

/** The change's dialog: what it does, the one text it needs (a signature or a reason), and a confirm. */
function ChangeDialog({
  change,
  contract,
  onClose,
}: {
  change: Change;
  contract: ContractRow;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const texts = `console.contracts.${change}`;
  const { error, pending, confirm, clearError } = useConfirmedChange(
    texts,
    () => send[change](contract, text.trim()),
    onClose,
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="contract-change-title">
      <DialogTitle id="contract-change-title">{translate(`${texts}.title`)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">{translate(`${texts}.intro`)}</Typography>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {contract.app} · {contract.chain_id} · {contract.address}
        </Typography>
        {change === 'prove' && (
          <Box
            component="pre"
            sx={{ m: 0, p: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', fontSize: 13 }}
          >
            {contractProofMessage({
              app: contract.app,
              chainId: contract.chain_id,
              address: contract.address,
            })}
          </Box>
        )}
        <TextField
          label={translate(`${texts}.field`)}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            clearError();
          }}
          error={error !== undefined}
          helperText={error ?? translate(`${texts}.hint`)}
          multiline={change !== 'prove'}
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={pending || text.trim() === ''}>
          {translate(`${texts}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * What an editor may do with a listed contract: enter its team's signature while it is not proven,
 * count it without a proof, or take an editor's addition back.
 */
export function ContractActions() {
  const contract = useRecordContext<ContractRow>();
  const translate = useTranslate();
  const [change, setChange] = useState<Change>();
  if (!contract) return null;
  const proven = contract.proof !== null && contract.proof.stale_since === null;
  // A proven contract counts already: an editor has nothing to add, only an addition to take back.
  const editorChange: Change[] = contract.added_by_editor ? ['remove'] : proven ? [] : ['add'];
  const changes: Change[] = [...(proven ? [] : (['prove'] as const)), ...editorChange];
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {changes.map((one) => (
        <Button
          key={one}
          size="small"
          color={one === 'remove' ? 'warning' : 'primary'}
          onClick={() => setChange(one)}
        >
          {translate(`console.contracts.${one}.button`)}
        </Button>
      ))}
      {change && <ChangeDialog change={change} contract={contract} onClose={() => setChange(undefined)} />}
    </Box>
  );
}
