import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { filterSx } from '@/components/filter-sx';
import { marketSearchSx } from './market-sx';

// What the first paint draws where the market's search and filters go: boxes of their size and look,
// hidden from assistive technology and holding nothing to type in or press, as they do nothing until
// the app has drawn the real ones.

/** The frame of MUI's small outlined field. */
const outlinedSx = {
  boxSizing: 'border-box',
  height: 40,
  display: 'flex',
  alignItems: 'center',
  border: 1,
  borderColor: ({ palette }: Theme) => alpha(palette.common.white, 0.23),
  borderRadius: 1,
  px: 1.75,
} as const;

export function SearchFieldStandIn() {
  const { t } = useTranslation();
  return (
    <Box aria-hidden="true" data-testid="market-search" sx={{ ...marketSearchSx, ...outlinedSx, gap: 1 }}>
      <SearchIcon fontSize="small" sx={{ color: 'action.active' }} />
      <Typography noWrap sx={{ color: 'text.primary', opacity: 0.5, minWidth: 0 }}>
        {t('marketplace.searchPlaceholder')}
      </Typography>
    </Box>
  );
}

/** A select with its label on its frame, showing `value`. */
export function FilterStandIn({ label, value }: { label: string; value: string }) {
  return (
    <Box aria-hidden="true" sx={{ ...filterSx, ...outlinedSx, position: 'relative', pr: 0.875 }}>
      <Typography
        component="span"
        sx={{
          position: 'absolute',
          top: -9,
          left: 9,
          px: 0.625,
          fontSize: 12,
          lineHeight: 1.4,
          color: 'text.secondary',
          bgcolor: 'background.default',
        }}
      >
        {label}
      </Typography>
      <Typography noWrap sx={{ flex: 1, minWidth: 0, pr: 1 }}>
        {value}
      </Typography>
      <ArrowDropDownIcon sx={{ color: 'action.active' }} />
    </Box>
  );
}
