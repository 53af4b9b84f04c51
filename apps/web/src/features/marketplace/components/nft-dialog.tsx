import type { NftToken } from '@dappx/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { isAvailable, priceText } from '../token-view';

type Props = {
  token: NftToken | undefined;
  collectionSymbol: string;
  buying: boolean;
  onClose: () => void;
  onMint: (token: NftToken) => void;
};

/** A token's details: image, description, properties, and MINT while available or a disabled SOLD. */
export function NftDialog({ token, collectionSymbol, buying, onClose, onMint }: Props) {
  const { t } = useTranslation();
  const available = token ? isAvailable(token) : false;
  // ZEP tokens' traits are generated at mint: until then the spec shows 'Mint Generated'.
  const hidden = available && collectionSymbol === 'ZEP';
  return (
    <AppDialog
      open={token !== undefined}
      onClose={buying ? () => undefined : onClose}
      title={token?.metadata.name ?? ''}
      maxWidth="sm"
      actions={
        token ? (
          <Button
            variant="contained"
            fullWidth
            disabled={!available || buying}
            onClick={() => onMint(token)}
            startIcon={buying ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {available ? t('marketplace.mint') : t('marketplace.soldButton')}
          </Button>
        ) : undefined
      }
    >
      {token ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' } }}>
          <Box
            component="img"
            src={token.metadata.image_url}
            alt={token.metadata.name}
            width={400}
            height={400}
            sx={{ width: '100%', height: 'auto', aspectRatio: '1', borderRadius: 3, display: 'block' }}
          />
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {token.metadata.asset_id} · {priceText(token)}
            </Typography>
            <Typography variant="body2">{token.metadata.description}</Typography>
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15 }}>
              {t('marketplace.properties')}
            </Typography>
            {hidden ? (
              <Typography variant="body2" color="text.secondary">
                {t('marketplace.mintGenerated')}
              </Typography>
            ) : (
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}
              >
                {Object.entries(token.metadata.properties).map(([name, value]) => (
                  <Box key={name} sx={{ p: 1, borderRadius: 2, border: 1, borderColor: 'divider' }}>
                    <Typography component="dt" variant="caption" color="text.secondary">
                      {name}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: 14 }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        </Box>
      ) : null}
    </AppDialog>
  );
}
