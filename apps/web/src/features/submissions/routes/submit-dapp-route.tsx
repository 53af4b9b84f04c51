import type { SubmissionView } from '@dappx/shared/submissions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '@/components/page-section';
import { ConnectWalletButton } from '@/features/wallet-connect';
import { isLoggedIn } from '@/lib/session';
import { MySubmissions } from '../components/my-submissions';
import { SubmissionForm } from '../components/submission-form';

function SignedOut() {
  const { t } = useTranslation();
  return (
    <PageSection title={t('submissions.title')} headingLevel="h1">
      <Typography color="text.secondary">{t('submissions.connectFirst')}</Typography>
      <Box>
        <ConnectWalletButton />
      </Box>
    </PageSection>
  );
}

/** /submit-dapp: a dapp team submits its listing and follows the editors' review. */
export function SubmitDappRoute() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<SubmissionView>();
  const [sent, setSent] = useState(false);
  const edit = (submission: SubmissionView) => {
    setEditing(submission);
    setSent(false);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <Box
      sx={{ maxWidth: 880, mx: 'auto', px: { xs: 2, md: 3 }, py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}
    >
      {!isLoggedIn() ? (
        <SignedOut />
      ) : (
        <>
          <PageSection title={t(editing ? 'submissions.editTitle' : 'submissions.title')} headingLevel="h1">
            <Typography color="text.secondary">{t('submissions.intro')}</Typography>
            {sent && <Alert severity="success">{t('submissions.sent')}</Alert>}
            <SubmissionForm
              key={editing?.id ?? 'new'}
              editing={editing}
              onSent={() => {
                setEditing(undefined);
                setSent(true);
              }}
            />
          </PageSection>
          <PageSection title={t('submissions.mine')}>
            <MySubmissions onEdit={edit} />
          </PageSection>
        </>
      )}
    </Box>
  );
}
