import type { SearchResult } from '@dappx/shared/catalogue';
import { l2CoinText } from '@dappx/shared/l2-coin';
import type { MarketItem } from '@dappx/shared/marketplace';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '@/components/app-link';
import { itemPath } from '@/features/marketplace';
import { readFailureText } from '@/lib/errors';
import { usePageLanguage } from '@/lib/i18n';
import { useSearchText } from '@/lib/search-text';
import { searchNftsQuery, searchPageQuery } from '../api/search-page';
import { kindLabel } from '../components/kind-label';
import { ResultTile } from '../components/result-tile';
import { SearchBox } from '../components/search-box';

/** /search?q=…: what the header's Enter opens, every app, game and NFT the text finds, by kind. */
export function SearchRoute() {
  const { t } = useTranslation();
  const q = (useSearchParams()[0].get('q') ?? '').trim().slice(0, 100);
  const { setText } = useSearchText();
  // The header shows, and every title marks, what this page lists, also when it is opened from a link.
  useEffect(() => setText(q), [q, setText]);
  return (
    <Box
      sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 }, display: 'grid', gap: 4 }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {q ? t('search.titleFor', { q }) : t('search.title')}
        </Typography>
        <Box sx={{ maxWidth: 480 }}>
          <SearchBox fullWidth />
        </Box>
      </Box>
      {q ? <Results q={q} /> : <Typography color="text.secondary">{t('search.empty')}</Typography>}
    </Box>
  );
}

function Results({ q }: { q: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const catalogue = useQuery(searchPageQuery(q));
  const nfts = useQuery(searchNftsQuery(q));
  const apps = catalogue.data?.filter((result) => result.kind === 'app');
  const games = catalogue.data?.filter((result) => result.kind === 'game');
  const nothing = apps?.length === 0 && games?.length === 0 && nfts.data?.total === 0;
  return (
    <>
      {nothing ? (
        <Alert severity="info" role="status">
          {t('search.nothing', { q })}
        </Alert>
      ) : undefined}
      <Section
        title={t('search.apps')}
        count={apps?.length}
        error={catalogue.error}
        none={t('search.noApps')}
      >
        {apps?.map((app) => (
          <CatalogueTile key={app._id} result={app} />
        ))}
      </Section>
      <Section
        title={t('search.games')}
        count={games?.length}
        error={catalogue.error}
        none={t('search.noGames')}
      >
        {games?.map((game) => (
          <CatalogueTile key={game._id} result={game} />
        ))}
      </Section>
      <Section
        title={t('search.nfts')}
        count={nfts.data?.total}
        error={nfts.error}
        none={t('search.noNfts')}
        more={
          nfts.data && nfts.data.total > nfts.data.items.length ? (
            <AppLink href={`/explore-3?search=${encodeURIComponent(q)}`}>
              {t('search.moreNfts', { count: nfts.data.total })}
            </AppLink>
          ) : undefined
        }
      >
        {nfts.data?.items.map((item: MarketItem) => (
          <ResultTile
            key={item.item_id}
            href={itemPath(item)}
            image={item.image_url}
            name={item.name}
            detail={`${item.collection_name} · ${l2CoinText(BigInt(item.price), language)}`}
          />
        ))}
      </Section>
    </>
  );
}

function CatalogueTile({ result }: { result: SearchResult }) {
  const { t } = useTranslation();
  const detail = `${t(kindLabel(result))}${result.currency ? ` · ${result.currency}` : ''}`;
  return <ResultTile href={result.href} image={result.image} name={result.name} detail={detail} />;
}

/** A kind of result: its heading with how many were found, then the tiles, a line for none, or the failure. */
function Section({
  title,
  count,
  error,
  none,
  more,
  children,
}: {
  title: string;
  count: number | undefined;
  error: Error | null;
  none: string;
  /** A way on to the rest, when the section shows only the first of them. */
  more?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = `search-${title}`;
  return (
    <Box component="section" aria-labelledby={heading} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={heading} variant="h5" component="h2">
        {count === undefined ? title : t('search.counted', { title, count })}
      </Typography>
      {error && count === undefined ? (
        <Alert severity="error">{readFailureText(error, t)}</Alert>
      ) : count === undefined ? (
        <CircularProgress size={28} aria-label={t('search.searching')} />
      ) : count === 0 ? (
        <Typography color="text.secondary">{none}</Typography>
      ) : (
        <Box
          component="div"
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
        >
          {children}
        </Box>
      )}
      {more}
    </Box>
  );
}
