import { marketplaceCodes, nftPageSize, type NftToken } from '@dappx/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ImxConnectArea } from '@/features/layer2';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bareGridList } from '@/components/bare-list';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { useCollectionTokens } from '../api/get-collection-tokens';
import { NftCard } from '../components/nft-card';
import { NftDialog } from '../components/nft-dialog';
import { useMint } from '../use-mint';

/** /nft-collection/{id}: the collection's token grid, 36 a page, and the purchase dialog. */
export function NftCollectionRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<string>();
  const { buying, mint } = useMint(() => setOpenId(undefined));
  const { data, error, isPending } = useCollectionTokens(id, page);

  // An unknown collection goes back one page (spec section 8).
  const unknown = error instanceof ApiRequestError && error.code === marketplaceCodes.invalidCollectionId;
  useEffect(() => {
    if (unknown) void navigate(-1);
  }, [unknown, navigate]);

  const open = data?.tokens.find((token) => token._id === openId);
  const pages = Math.max(1, Math.ceil((data?.total_tokens ?? 0) / nftPageSize));

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Button component={Link} to="/" startIcon={<ArrowBackIcon />} color="inherit">
          {t('marketplace.back')}
        </Button>
        <ImxConnectArea />
      </Box>
      <Typography component="h1" sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800 }}>
        {data?.collection.name ?? t('marketplace.title')}
      </Typography>
      {data?.collection.description ? (
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {data.collection.description}
        </Typography>
      ) : undefined}
      {isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('marketplace.loading')} />
        </Box>
      ) : error && !unknown ? (
        <Alert severity="error">{t('Something went wrong. Please try again later.')}</Alert>
      ) : data && data.tokens.length === 0 ? (
        <Alert severity="info">{t('No tokens in this collection')}</Alert>
      ) : data ? (
        <>
          <TokenGrid tokens={data.tokens} onOpen={setOpenId} />
          {pages > 1 ? (
            <Pagination
              count={pages}
              page={page + 1}
              onChange={(_event, next) => setPage(next - 1)}
              sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}
            />
          ) : undefined}
        </>
      ) : undefined}
      <NftDialog
        token={open}
        collectionSymbol={data?.collection.symbol ?? ''}
        buying={buying}
        onClose={() => setOpenId(undefined)}
        onMint={(token) => void mint(token)}
      />
    </Box>
  );
}

/** The page's tokens: two columns on phones, up to six on wide screens. */
function TokenGrid({ tokens, onOpen }: { tokens: NftToken[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('marketplace.tokens')}
      sx={{
        ...bareGridList,
        gap: { xs: 1.5, md: 2.5 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, 1fr)',
          md: 'repeat(4, 1fr)',
          lg: 'repeat(6, 1fr)',
        },
      }}
    >
      {tokens.map((token) => (
        <Box component="li" key={token._id} sx={{ display: 'flex', '& > *': { flex: 1 } }}>
          <NftCard token={token} onOpen={() => onOpen(token._id)} />
        </Box>
      ))}
    </Box>
  );
}
