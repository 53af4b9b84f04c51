import type { SubmissionStatus, SubmissionView } from '@dappx/shared/submissions';
import { chartRoutes } from '@dappx/shared/catalogue-constants';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMySubmissions } from '../api/submissions-api';
import { ProveContracts } from './prove-contracts';
import { formatDate } from '@/lib/formats';

const statusColour: Record<SubmissionStatus, 'default' | 'warning' | 'success' | 'error'> = {
  submitted: 'default',
  changes_requested: 'warning',
  approved: 'success',
  rejected: 'error',
};

function SubmissionRow({ submission, onEdit }: { submission: SubmissionView; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const date = formatDate(submission.updated_at, i18n.resolvedLanguage ?? 'en');
  return (
    <Box
      component="li"
      aria-label={submission.name}
      sx={{
        listStyle: 'none',
        display: 'flex',
        gap: 2,
        p: 2,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Avatar src={submission.logo} alt="" variant="rounded" sx={{ width: 48, height: 48 }} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.75 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>{submission.name}</Typography>
          <Chip
            size="small"
            color={statusColour[submission.status]}
            label={t(`submissions.status.${submission.status}`)}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {submission.url} · {date}
        </Typography>
        {submission.note && submission.status !== 'approved' && (
          <Typography variant="body2">
            {t(submission.status === 'rejected' ? 'submissions.reason' : 'submissions.note')}:{' '}
            {submission.note}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1 }}>
          {submission.status === 'changes_requested' && (
            <Button size="small" variant="outlined" onClick={onEdit}>
              {t('submissions.edit')}
            </Button>
          )}
          {submission.status === 'approved' && (
            <Link component={RouterLink} to={chartRoutes[submission.category]} variant="body2">
              {t('submissions.seeInChart')}
            </Link>
          )}
        </Box>
        {submission.status === 'approved' && submission.app_slug && (
          <ProveContracts app={submission.app_slug} />
        )}
      </Box>
    </Box>
  );
}

/** The signed-in user's submissions with their status and the editor's note. */
export function MySubmissions({ onEdit }: { onEdit: (submission: SubmissionView) => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useMySubmissions();
  if (isPending) return <Typography color="text.secondary">{t('submissions.loading')}</Typography>;
  if (isError) return <Typography color="error">{t('submissions.loadError')}</Typography>;
  if (data.length === 0) return <Typography color="text.secondary">{t('submissions.none')}</Typography>;
  return (
    <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {data.map((submission) => (
        <SubmissionRow key={submission.id} submission={submission} onEdit={() => onEdit(submission)} />
      ))}
    </Box>
  );
}
