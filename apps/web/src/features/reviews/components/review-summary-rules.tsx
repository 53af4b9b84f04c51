import { reviewRules, reviewSummaryRules } from '@dappx/shared/reviews';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

// A label with no minimum share holds where every label above it failed: below the lowest share any
// label above it asks for.
const lowestShare = Math.min(
  ...reviewSummaryRules.labels.map((rule) => rule.minShare).filter((share) => share > 0),
);

const textSx = { fontSize: { xs: 16, md: 17 }, lineHeight: 1.7 } as const;

/** The method page's section on reviews: who may write one, and each summary label's thresholds. */
export function ReviewSummaryRules() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="method-reviews" sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography
        id="method-reviews"
        component="h2"
        sx={{ fontWeight: 800, fontSize: { xs: 20, md: 24 }, mb: 1 }}
      >
        {t('reviews.method.title')}
      </Typography>
      <Typography sx={textSx}>{t('reviews.method.who', { days: reviewRules.eligibleDays })}</Typography>
      <Typography sx={{ ...textSx, mt: 1.5 }}>{t('reviews.method.farms')}</Typography>
      <Typography sx={{ ...textSx, mt: 1.5 }}>
        {t('reviews.method.labels', { days: reviewRules.recentDays })}
      </Typography>
      <Box component="ol" data-testid="review-summary-rules" sx={{ ...textSx, mt: 1, pl: 3 }}>
        {reviewSummaryRules.labels.map((rule) => (
          <li key={rule.label}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              {t(`reviews.label.${rule.label}`)}
            </Box>
            {': '}
            {rule.minShare > 0
              ? t('reviews.method.atLeast', { share: rule.minShare, count: rule.minCount })
              : t('reviews.method.below', { share: lowestShare, count: rule.minCount })}
          </li>
        ))}
      </Box>
      <Typography sx={{ ...textSx, mt: 1 }}>
        {t('reviews.method.minReviews', { count: reviewSummaryRules.minReviews })}
      </Typography>
    </Box>
  );
}
