import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { marketSearchSx } from './market-sx';
import { Link as RouterLink } from 'react-router';

export const explorePath = '/explore-3';

type Props = {
  title: string;
  /** The market's search field (or its stand-in in the first paint). */
  search?: ReactNode;
  /** The IMX connect button, where the page offers it. */
  imx?: ReactNode;
  /** A page between Home and this one (the market, above an item's page). */
  parent?: { label: string; to: string };
};

/**
 * The marketplace's banner: the page's title under Home / title, the IMX button if given, and the search
 * field the market gives (wallet-area spec, layer-2 connect area).
 */
export function BreadcrumbBanner({ title, search, imx, parent }: Props) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        px: { xs: 2, md: 4 },
        py: { xs: 3, md: 5 },
        borderRadius: { xs: 3, md: 5 },
        background: ({ palette }) =>
          `linear-gradient(135deg, ${palette.glow.page} 0%, transparent 70%), ${palette.background.paper}`,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <TrailAndTitle title={title} parent={parent} />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          width: { xs: '100%', sm: 'auto' },
        }}
      >
        {search}
        {imx}
      </Box>
    </Box>
  );
}

/** Home / (the parent page) / title, and the page's heading under it. */
function TrailAndTitle({ title, parent }: Pick<Props, 'title' | 'parent'>) {
  const { t } = useTranslation();
  return (
    <Box>
      <Breadcrumbs aria-label={t('marketplace.breadcrumb')} sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/" color="inherit" underline="hover">
          {t('marketplace.home')}
        </Link>
        {parent ? (
          <Link component={RouterLink} to={parent.to} color="inherit" underline="hover">
            {parent.label}
          </Link>
        ) : undefined}
        <Typography color="text.primary">{title}</Typography>
      </Breadcrumbs>
      <Typography component="h1" sx={{ fontSize: { xs: 28, md: 40 }, fontWeight: 800 }}>
        {title}
      </Typography>
    </Box>
  );
}

/** The market's search field, its text searched by the server. */
export function MarketSearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      type="search"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={t('marketplace.searchPlaceholder')}
      slotProps={{
        htmlInput: { 'aria-label': t('marketplace.search') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      data-testid="market-search"
      sx={marketSearchSx}
    />
  );
}
