import type { RankingsPoint } from '@dappx/shared/rankings';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCount, formatUsd } from '@/lib/formats';
import { usePageLanguage } from '@/lib/i18n';
import { seriesValues, type SeriesKey } from '../figures';

const dayOf = (at: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(new Date(at));

/**
 * One figure of an app's last 30 days as a bar a day: its code loads only with a page that draws it
 * (an app in the rankings), never with the page's own.
 */
export function ActivityChart({
  points,
  figure,
  label,
}: {
  points: RankingsPoint[];
  figure: SeriesKey;
  label: string;
}) {
  const language = usePageLanguage();
  const { palette } = useTheme();
  const format = (value: number | null) =>
    value === null
      ? ''
      : figure === 'volume_usd'
        ? formatUsd(value.toFixed(2))
        : formatCount(value, language);
  return (
    <BarChart
      height={240}
      hideLegend
      grid={{ horizontal: true }}
      margin={{ left: 8, right: 8, top: 16, bottom: 8 }}
      xAxis={[
        { scaleType: 'band', data: points.map((point) => dayOf(point.at, language)), tickLabelMinGap: 12 },
      ]}
      yAxis={[{ valueFormatter: (value: number) => format(value), width: figure === 'volume_usd' ? 72 : 48 }]}
      series={[
        { data: seriesValues(points, figure), label, color: palette.secondary.main, valueFormatter: format },
      ]}
    />
  );
}
