import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** The one OK of every dialog's outcome (money flows, info and notices): the same size and shape everywhere. */
export function OkButton({ label, onClick }: { label?: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="contained" onClick={onClick} sx={{ minWidth: 120, borderRadius: 999 }}>
      {label ?? t('flow.ok')}
    </Button>
  );
}
