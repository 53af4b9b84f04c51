import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog';

/** The words the wallet area uses for money, in the order a newcomer meets them. */
const glossaryTerms = [
  'vault',
  'active',
  'staked',
  'activation',
  'governance',
  'season',
  'pocket',
  'ace',
  'dappx',
  'zera',
  'edao',
  'fees',
  'eth',
] as const;

/** One place that explains every product name shown next to money, opened from a dialog's help mark. */
export function GlossaryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog open={open} onClose={onClose} title={t('glossary.title')} maxWidth="sm">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('glossary.intro')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {glossaryTerms.map((term) => (
          <Box key={term}>
            <Typography component="dt" variant="subtitle2" sx={{ fontWeight: 700 }}>
              {t(`glossary.${term}.term`)}
            </Typography>
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {t(`glossary.${term}.text`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </AppDialog>
  );
}
