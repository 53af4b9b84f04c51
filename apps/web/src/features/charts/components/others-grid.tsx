import type { ChartCatalogue } from '@dappx/shared/catalogue';
import { chartCategories } from '@dappx/shared/catalogue-constants';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';
import { Highlight } from '@/components/highlight';
import { SectionTitle } from '@/components/section-title';
import { useChartName } from './use-chart-name';

/** The tiles' three gradients, in turn. */
const gradientOf =
  (index: number) =>
  ({ palette: { charts } }: Theme) => {
    const tile = ((index % 3) + 1) as 1 | 2 | 3;
    return `linear-gradient(135deg, ${charts[`others${tile}Start` as const]} 0%, ${charts[`others${tile}End` as const]} 100%)`;
  };

/** The 'Others' grid: tiles to the other charts (internal routes). */
export function OthersGrid({ others }: { others: ChartCatalogue['others'] }) {
  const { t } = useTranslation();
  const chartName = useChartName();
  return (
    <Box component="section" aria-labelledby="charts-others" sx={{ mt: { xs: 5, md: 7 } }}>
      <SectionTitle id="charts-others" title={t('charts.others')} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        {others.map((link, index) => {
          // A chart's link is named as the chart's page is; any other link as the catalogue names it.
          const category = chartCategories.find((key) => key === link._id);
          return (
            <Box
              key={link._id}
              component={AppLink}
              href={link.href}
              data-testid="others-link"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                px: 3,
                py: { xs: 2.5, md: 3.5 },
                borderRadius: '20px',
                color: 'common.white',
                textDecoration: 'none',
                fontWeight: 800,
                fontSize: { xs: 18, md: 22 },
                background: gradientOf(index),
                boxShadow: ({ palette }) => `0 10px 30px ${palette.shadow.tile}`,
                transition: 'transform .2s ease, filter .2s ease',
                '&:hover, &:focus-visible': { transform: 'translateY(-3px)', filter: 'brightness(1.1)' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'common.white', outlineOffset: 2 },
              }}
            >
              <span>
                <Highlight text={category ? chartName(category) : link.name} />
              </span>
              <ArrowForwardIcon aria-hidden />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
