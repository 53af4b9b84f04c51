import type { RankingsPoint } from '@dappx/shared/rankings';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { seriesValues, type SeriesKey } from '../figures';

/**
 * An app's figure over the window at a glance: a line of its hours (24 h) or days (7 d, 30 d). The
 * figure it draws and its span are said in `label`; the line itself is decoration to a screen reader.
 */
export function Sparkline({
  points,
  figure,
  label,
  width = 112,
}: {
  points: RankingsPoint[];
  figure: SeriesKey;
  label: string;
  width?: number;
}) {
  const { palette } = useTheme();
  return (
    <Box role="img" aria-label={label} data-testid="sparkline" sx={{ width, height: 32, flexShrink: 0 }}>
      <SparkLineChart
        data={seriesValues(points, figure)}
        width={width}
        height={32}
        curve="linear"
        area
        color={palette.secondary.main}
        margin={2}
        // A faint fill under the line: at full strength it read as a solid block.
        sx={{ '& .MuiLineChart-area': { fillOpacity: 0.2 } }}
        aria-hidden
      />
    </Box>
  );
}
