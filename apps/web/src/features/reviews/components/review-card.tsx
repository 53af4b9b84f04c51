import { shortAddress } from '@dappx/shared/addresses';
import { reviewDigestInput, type Review } from '@dappx/shared/reviews';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/lib/formats';
import { useUseText } from '../use-text';
import { SignatureCheck } from './signature-check';
import { Stars } from './stars';

const cardSx = {
  p: 2,
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  display: 'grid',
  gap: 1,
  minWidth: 0,
} as const;

/** The team's reply, marked as theirs, with its own signature to check. */
function TeamReply({ reply }: { reply: NonNullable<Review['reply']> }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="review-reply"
      sx={{
        ml: { xs: 1, md: 3 },
        pl: 1.5,
        borderLeft: 3,
        borderColor: 'primary.main',
        display: 'grid',
        gap: 0.5,
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('reviews.reply.title', { role: t(`reviews.reply.role.${reply.role}`) })}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reply.text}</Typography>
      <SignatureCheck signer={reply.signer} message={reply.message} signature={reply.signature} />
    </Box>
  );
}

/** The line under a review's stars: its language, when it was written and whether it was edited. */
function ReviewMeta({ review }: { review: Review }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const language = t(`reviews.language.${review.language}`);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      <Stars rating={review.rating} />
      <Box
        component="span"
        title={t('reviews.writtenIn', { language })}
        data-testid="review-language"
        sx={{ px: 0.75, borderRadius: 1, border: 1, borderColor: 'divider', fontSize: 12, fontWeight: 700 }}
      >
        <span aria-hidden>{review.language.toUpperCase()}</span>
        <Box component="span" sx={visuallyHidden}>
          {t('reviews.writtenIn', { language })}
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" component="span">
        {formats.date(review.created_at)}
        {review.edited_at ? ` · ${t('reviews.edited')}` : ''}
      </Typography>
    </Box>
  );
}

/** One review as anyone reads it; `actions` holds what the reader may do with it (report, edit). */
export function ReviewCard({ review, actions }: { review: Review; actions?: ReactNode }) {
  const { t } = useTranslation();
  const useText = useUseText();
  return (
    <Box component="article" data-testid="review" data-review-id={review.id} sx={cardSx}>
      <ReviewMeta review={review} />
      <Typography lang={review.language} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {review.text}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="review-author">
        <Box component="span" title={review.wallet} sx={{ fontFamily: 'monospace' }}>
          {shortAddress(review.wallet, 4)}
        </Box>{' '}
        · {useText(review.use)}
      </Typography>
      {!review.counted && (
        <Typography variant="body2" color="warning.main" data-testid="review-not-counted">
          {t('reviews.notCounted')}
        </Typography>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          gap: 1,
          justifyContent: 'space-between',
        }}
      >
        <SignatureCheck
          signer={review.wallet}
          message={review.message}
          signature={review.signature}
          hashed={reviewDigestInput(review)}
        />
        {actions}
      </Box>
      {review.reply && <TeamReply reply={review.reply} />}
    </Box>
  );
}
