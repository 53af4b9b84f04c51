import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';
import { SearchBox } from '@/features/search/components/search-box';

const ways = [
  { href: '/', label: 'goHome' },
  { href: '/games', label: 'notFound.games' },
  { href: '/explore-3', label: 'notFound.market' },
] as const;

/**
 * Any path the store has no page for: it says so (the server answered 404), offers the search, and the
 * ways on most visitors want, inside the layout so the menu stays at hand.
 */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        justifyItems: 'center',
        gap: 3,
        py: { xs: 8, md: 14 },
        px: 2,
        textAlign: 'center',
      }}
    >
      <Typography sx={{ fontSize: 64, fontWeight: 800, lineHeight: 1, color: 'text.secondary' }} aria-hidden>
        404
      </Typography>
      <Typography variant="h4" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {t('notFound.text')}
      </Typography>
      <Box sx={{ width: '100%', maxWidth: 420 }}>
        <SearchBox fullWidth />
      </Box>
      <Box
        component="nav"
        aria-label={t('notFound.ways')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}
      >
        {ways.map((way, index) => (
          <Button
            key={way.href}
            component={AppLink}
            href={way.href}
            variant={index === 0 ? 'contained' : 'outlined'}
          >
            {t(way.label)}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
