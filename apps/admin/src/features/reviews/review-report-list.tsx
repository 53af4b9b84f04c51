import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { List, Pagination, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { ReviewActions } from './review-actions';
import type { QueueStatus, ReportedReview } from './reviews-data';

const statuses: QueueStatus[] = ['open', 'hidden'];

/** The queue's two tabs: reported reviews waiting for a decision, and those hidden. */
function StatusTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const status = (filterValues as { status?: QueueStatus }).status ?? 'open';
  return (
    <Tabs
      value={status}
      onChange={(_event, value: QueueStatus) => setFilters({ status: value }, {})}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {statuses.map((one) => (
        <Tab key={one} value={one} label={translate(`console.reviews.tabs.${one}`)} />
      ))}
    </Tabs>
  );
}

/** One reported review: what it says and who wrote it, each report, and the moderator's choices. */
function ReportedReviewCard({ item }: { item: ReportedReview }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const when = (at: string) => new Date(at).toLocaleString(locale);
  const { review } = item;
  return (
    <Card variant="outlined" data-testid="reported-review" component="li">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {translate('console.reviews.about', {
            app: review.app,
            wallet: review.wallet,
            rating: review.rating,
            language: review.language,
            at: when(review.created_at),
          })}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.text}</Typography>
        {review.hidden && (
          <Typography variant="body2" color="warning.main">
            {translate('console.reviews.hiddenBecause', {
              reason: review.hidden.reason,
              at: when(review.hidden.at),
            })}
          </Typography>
        )}
        <Typography variant="subtitle2">
          {translate('console.reviews.reports', { smart_count: item.reports.length })}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {item.reports.map((report, index) => (
            <li key={index}>
              <Typography variant="body2">
                {translate(`console.reviews.reason_${report.reason}`)} · {when(report.at)}
                {report.note ? `: ${report.note}` : ''}
              </Typography>
            </li>
          ))}
        </Box>
        <ReviewActions item={item} />
      </CardContent>
    </Card>
  );
}

function ReportedReviews() {
  const translate = useTranslate();
  const { data, isPending } = useListContext<ReportedReview>();
  if (isPending) return null;
  if (!data || data.length === 0)
    return <Typography sx={{ p: 2 }}>{translate('console.reviews.empty')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 2, display: 'grid', gap: 2 }}>
      {data.map((item) => (
        <ReportedReviewCard key={item.id} item={item} />
      ))}
    </Box>
  );
}

/** The support role's queue of reported reviews: each hidden, shown again or its reports dismissed, with a reason. */
export function ReviewReportList() {
  const translate = useTranslate();
  return (
    <List
      exporter={false}
      filterDefaultValues={{ status: 'open' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25]} />}
      disableSyncWithLocation
    >
      <Typography variant="body2" sx={{ px: 2, pt: 2 }}>
        {translate('console.reviews.intro')}
      </Typography>
      <StatusTabs />
      <ReportedReviews />
    </List>
  );
}
