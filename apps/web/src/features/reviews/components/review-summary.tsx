import { reviewRules, type ReviewSummary } from '@dappx/shared/reviews';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** One window's summary: the label and its figures, or only the count below the minimum. */
function SummaryLine({ title, summary, name }: { title: string; summary: ReviewSummary; name: string }) {
  const { t } = useTranslation();
  const share = summary.total > 0 ? Math.floor((summary.positive * 100) / summary.total) : 0;
  return (
    <Box data-testid={`reviews-summary-${name}`} sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      {summary.label ? (
        <>
          <Typography data-summary-label={summary.label} sx={{ fontWeight: 800, fontSize: 18 }}>
            {t(`reviews.label.${summary.label}`)}
          </Typography>
          <Typography variant="body2">
            {t('reviews.summary.share', { share, count: summary.total })}
          </Typography>
        </>
      ) : (
        <Typography sx={{ fontWeight: 700, fontSize: 18 }}>
          {t('reviews.summary.count', { count: summary.total })}
        </Typography>
      )}
    </Box>
  );
}

/** The Steam-like summaries, overall and for the recent window, side by side (stacked on a phone). */
export function ReviewSummaries({ overall, recent }: { overall: ReviewSummary; recent: ReviewSummary }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <SummaryLine name="overall" title={t('reviews.summary.overall')} summary={overall} />
      <SummaryLine
        name="recent"
        title={t('reviews.summary.recent', { days: reviewRules.recentDays })}
        summary={recent}
      />
    </Box>
  );
}
