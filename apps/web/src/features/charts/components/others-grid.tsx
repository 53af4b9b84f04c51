import type { ChartCatalogue } from '@dappx/shared';
import { chartNames } from '@dappx/shared/catalogue-constants';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';
import { Highlight } from '@/components/highlight';
import { SectionTitle } from '@/components/section-title';
import { useChartName } from './use-chart-name';

const gradients = [
  'linear-gradient(135deg, #7350ff 0%, #21d4fd 100%)',
  'linear-gradient(135deg, #f43f5e 0%, #f59e0b 100%)',
  'linear-gradient(135deg, #10b981 0%, #3b82f6 100%)',
];

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
          const category = (Object.keys(chartNames) as (keyof typeof chartNames)[]).find(
            (key) => chartNames[key] === link.name,
          );
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
                color: '#fff',
                textDecoration: 'none',
                fontWeight: 800,
                fontSize: { xs: 18, md: 22 },
                background: gradients[index % gradients.length],
                boxShadow: '0 10px 30px rgba(0,0,0,0.25)',
                transition: 'transform .2s ease, filter .2s ease',
                '&:hover, &:focus-visible': { transform: 'translateY(-3px)', filter: 'brightness(1.1)' },
                '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
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
