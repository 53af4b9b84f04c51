import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryDrawer } from './history-drawer';

export function HistoryButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        {t('history.open')}
      </Button>
      <HistoryDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
