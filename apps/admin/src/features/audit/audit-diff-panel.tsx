import type { AuditEntry } from '@dappx/shared/audit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { changedFields, type FieldChange } from './audit-diff';

const languages = new Set(['en', 'es', 'pt']);

/** `withdrawal_fee_core` → "Withdrawal fee core": a field without a label of its own still reads as words. */
const asWords = (key: string) => {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field's label: its own (en/es/pt), the language it is in when it is a translation. */
function useFieldLabel() {
  const translate = useTranslate();
  return (path: string) => {
    const segments = path.split('.');
    const key = segments.at(-1)!;
    const label = translate(`console.audit.fields.${key}`, { _: asWords(key) });
    const language = segments.find((segment) => languages.has(segment));
    return language ? `${label} (${language.toUpperCase()})` : label;
  };
}

function Value({ value }: { value: unknown }) {
  const translate = useTranslate();
  if (value === undefined) return <Typography color="text.disabled">—</Typography>;
  const text =
    typeof value === 'boolean'
      ? translate(value ? 'console.audit.yes' : 'console.audit.no')
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  return <Typography sx={{ overflowWrap: 'anywhere' }}>{text}</Typography>;
}

function FieldRow({ change }: { change: FieldChange }) {
  const labelOf = useFieldLabel();
  return (
    <Box component="tr" sx={{ '& > td': { py: 0.5, pr: 3, verticalAlign: 'top' } }}>
      <td>
        <Typography sx={{ fontWeight: 500 }}>{labelOf(change.path)}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {change.path}
        </Typography>
      </td>
      <Box component="td" sx={{ color: 'error.main', width: '40%' }}>
        <Value value={change.before} />
      </Box>
      <Box component="td" sx={{ color: 'success.main', width: '40%' }}>
        <Value value={change.after} />
      </Box>
    </Box>
  );
}

/** An expanded row: only the fields the change changed, each with its label, before and after. */
export function AuditDiffPanel() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  if (!entry) return null;
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0)
    return <Typography sx={{ py: 1 }}>{translate('console.audit.noFields')}</Typography>;
  return (
    <Box component="table" sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}>
      <thead>
        <Box component="tr" sx={{ textAlign: 'left', '& > th': { pb: 0.5, fontWeight: 500 } }}>
          <th>{translate('console.audit.field')}</th>
          <th>{translate('resources.audit.fields.before')}</th>
          <th>{translate('resources.audit.fields.after')}</th>
        </Box>
      </thead>
      <tbody>
        {changes.map((change) => (
          <FieldRow key={change.path} change={change} />
        ))}
      </tbody>
    </Box>
  );
}
