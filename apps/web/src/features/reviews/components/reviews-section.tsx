import type { Review } from '@dappx/shared/reviews';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { readFailureText } from '@/lib/errors';
import { useIsLoggedIn } from '@/lib/session';
import { useReviews } from '../api/reviews-api';
import type { ListedContract } from '../demo-vault';
import { ReportReview } from './report-review';
import { ReviewCard } from './review-card';
import { ReviewSummaries } from './review-summary';
import { WriteReview } from './write-review';

/** The reviews read so far, newest first, with Report on each for a signed-in reader. */
function ReviewList({ app, reviews }: { app: string; reviews: Review[] }) {
  const { t } = useTranslation();
  const signedIn = useIsLoggedIn();
  if (reviews.length === 0) return <Typography color="text.secondary">{t('reviews.empty')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard
            review={review}
            actions={signedIn ? <ReportReview app={app} reviewId={review.id} /> : undefined}
          />
        </li>
      ))}
    </Box>
  );
}

/**
 * An app's reviews: the summaries, the reader's own review or the way to write one, then the others.
 * `contracts` are the app's listed contracts, where the demo's vaults are looked for.
 */
export function ReviewsSection({ app, contracts = [] }: { app: string; contracts?: ListedContract[] }) {
  const { t } = useTranslation();
  const answer = useReviews(app);
  const pages = answer.data?.pages;
  const first = pages?.[0];
  // The reader's own review shows first, apart: not again among the others.
  const others = pages?.flatMap((page) => page.reviews).filter((review) => review.id !== first?.mine?.id);
  return (
    <Box
      component="section"
      aria-labelledby="reviews-title"
      data-testid="reviews"
      sx={{ display: 'grid', gap: 2, my: 3, minWidth: 0 }}
    >
      <Typography id="reviews-title" component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
        {t('reviews.title')}
      </Typography>
      {first && others ? (
        <>
          <ReviewSummaries overall={first.overall} recent={first.recent} />
          <WriteReview app={app} contracts={contracts} mine={first.mine} />
          <ReviewList app={app} reviews={others} />
          {answer.isFetchNextPageError && (
            <Typography color="error">{readFailureText(answer.error, t)}</Typography>
          )}
          {answer.hasNextPage && (
            <Button
              variant="outlined"
              onClick={() => void answer.fetchNextPage()}
              disabled={answer.isFetchingNextPage}
              sx={{ justifySelf: 'center', borderRadius: 999, px: 4 }}
            >
              {t('reviews.more')}
            </Button>
          )}
        </>
      ) : answer.isError ? (
        <Typography color="text.secondary">{readFailureText(answer.error, t)}</Typography>
      ) : (
        <Typography role="status" color="text.secondary">
          {t('reviews.loading')}
        </Typography>
      )}
    </Box>
  );
}
