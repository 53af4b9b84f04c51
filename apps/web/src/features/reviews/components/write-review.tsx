import type { Review } from '@dappx/shared/reviews';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestConnect } from '@/lib/connect-requests';
import { readFailureText } from '@/lib/errors';
import { useIsLoggedIn } from '@/lib/session';
import { useReviewEligibility } from '../api/reviews-api';
import type { ListedContract } from '../demo-vault';
import { DemoTryOut } from './demo-try-out';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';

const areaSx = { display: 'grid', gap: 1.5, minWidth: 0 } as const;

function SignedOut() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography data-testid="reviews-signed-out">{t('reviews.write.signedOut')}</Typography>
      <Button variant="outlined" size="small" onClick={() => requestConnect('wallet')}>
        {t('reviews.write.connect')}
      </Button>
    </Box>
  );
}

/** The form, once the store says this wallet used the app; else the store's reason, as it words it. */
function EligibleForm({
  app,
  contracts,
  editing,
  onDone,
}: {
  app: string;
  contracts: ListedContract[];
  editing: Review | null;
  onDone: (posted: boolean) => void;
}) {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const eligibility = useReviewEligibility(app, true, used ? 2_000 : false);
  if (eligibility.isPending) return <Typography role="status">{t('reviews.write.checking')}</Typography>;
  if (eligibility.isError) return <Alert severity="error">{readFailureText(eligibility.error, t)}</Alert>;
  if (!eligibility.data.eligible)
    return (
      <>
        <Alert severity="info" data-testid="review-refusal">
          {eligibility.data.reason}
        </Alert>
        {contracts.length > 0 && <DemoTryOut contracts={contracts} onUsed={() => setUsed(true)} />}
      </>
    );
  return (
    <ReviewForm
      app={app}
      editing={editing}
      onPosted={() => onDone(true)}
      onCancel={editing ? () => onDone(false) : undefined}
    />
  );
}

/** The wallet's own review, first, with Edit; a hidden one says why the moderators hid it. */
function OwnReview({ review, onEdit }: { review: Review; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="own-review" sx={areaSx}>
      {review.hidden && (
        <Alert severity="warning" data-testid="review-hidden">
          {t('reviews.mine.hidden', { reason: review.hidden.reason })}
        </Alert>
      )}
      <ReviewCard
        review={review}
        actions={
          <Button size="small" variant="outlined" onClick={onEdit}>
            {t('reviews.mine.edit')}
          </Button>
        }
      />
    </Box>
  );
}

/** Where a reader writes, reads or edits their own review of the app. */
export function WriteReview({
  app,
  contracts,
  mine,
}: {
  app: string;
  contracts: ListedContract[];
  mine: Review | null;
}) {
  const { t } = useTranslation();
  const signedIn = useIsLoggedIn();
  const [editing, setEditing] = useState(false);
  const [posted, setPosted] = useState(false);
  if (!signedIn) return <SignedOut />;
  const writing = mine === null || editing;
  return (
    <Box component="section" aria-labelledby="review-write-title" sx={areaSx}>
      <Typography id="review-write-title" component="h3" sx={{ fontWeight: 700, fontSize: 17 }}>
        {t(
          mine === null ? 'reviews.write.title' : editing ? 'reviews.write.editTitle' : 'reviews.mine.title',
        )}
      </Typography>
      {posted && !writing && <Alert severity="success">{t('reviews.write.posted')}</Alert>}
      {writing ? (
        <EligibleForm
          app={app}
          contracts={contracts}
          editing={mine}
          onDone={(done) => {
            setEditing(false);
            setPosted(done);
          }}
        />
      ) : (
        <OwnReview
          review={mine}
          onEdit={() => {
            setPosted(false);
            setEditing(true);
          }}
        />
      )}
    </Box>
  );
}
