import { catalogueChains, chartNames, type CatalogueChainId } from '@dappx/shared/catalogue-constants';
import type { ReviewedSubmission } from '@dappx/shared/submissions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Show, useRecordContext, useTranslate } from 'react-admin';
import { UploadPreview } from '../../lib/upload-input';
import { ReviewActions } from './review-actions';
import { DuplicateFlag, StatusChip } from './submission-fields';
import { useConsoleFormats } from '../../lib/console-format';

const chainName = (chain: string) => catalogueChains[chain as CatalogueChainId] ?? chain;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { xs: 0.25, sm: 2 } }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

function Duplicates({ submission }: { submission: ReviewedSubmission }) {
  const translate = useTranslate();
  if (submission.duplicates.length === 0) return null;
  return (
    <Alert severity="warning">
      {translate('console.submissions.duplicatesIntro')}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {submission.duplicates.map((duplicate) => (
          <li key={`${duplicate.reason}:${duplicate.of}`}>
            {translate(`console.submissions.duplicateOf.${duplicate.reason}`, {
              name: duplicate.name,
              of: duplicate.of,
            })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** Everything the team sent, as an editor needs it to decide. */
function SubmissionDetail() {
  const formats = useConsoleFormats();
  const submission = useRecordContext<ReviewedSubmission>();
  const translate = useTranslate();
  if (!submission) return null;
  const field = (name: string) => translate(`resources.submissions.fields.${name}`);
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <UploadPreview path={submission.logo} alt={field('logo')} />
        <Typography variant="h5" component="h2">
          {submission.name}
        </Typography>
        <StatusChip />
        <DuplicateFlag />
      </Box>
      <Duplicates submission={submission} />
      <Row label={field('url')}>
        <Link href={submission.url} target="_blank" rel="noopener noreferrer nofollow">
          {submission.url}
        </Link>
      </Row>
      <Row label={field('category')}>{chartNames[submission.category]}</Row>
      <Row label={field('description')}>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{submission.description}</Typography>
      </Row>
      <Row label={field('chains')}>{submission.chains.map(chainName).join(', ')}</Row>
      <Row label={field('contracts')}>
        {submission.contracts.length === 0
          ? '—'
          : submission.contracts.map((contract) => (
              <Box key={`${contract.chain}:${contract.address}`} sx={{ fontFamily: 'monospace' }}>
                {chainName(contract.chain)}: {contract.address}
              </Box>
            ))}
      </Row>
      <Row label={field('contact_email')}>
        <Link href={`mailto:${submission.contact_email}`}>{submission.contact_email}</Link>
      </Row>
      <Row label={field('submitter')}>{submission.submitter}</Row>
      <Row label={field('updated_at')}>{formats.dateTime(submission.updated_at)}</Row>
      {submission.note && <Row label={field('note')}>{submission.note}</Row>}
      {submission.app_slug && <Row label={field('app_slug')}>{submission.app_slug}</Row>}
      <ReviewActions />
    </Box>
  );
}

export function SubmissionReview() {
  return (
    <Show actions={false}>
      <SubmissionDetail />
    </Show>
  );
}
