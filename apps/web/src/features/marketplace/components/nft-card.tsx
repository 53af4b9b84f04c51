import type { NftToken } from '@dappx/shared';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isAvailable, priceText } from '../token-view';
import { cardFrameSx } from './card-frame';

/** One grid tile: image, name, asset id, price and an available or sold badge. */
export function NftCard({ token, onOpen }: { token: NftToken; onOpen: () => void }) {
  const { t } = useTranslation();
  const available = isAvailable(token);
  return (
    <ButtonBase onClick={onOpen} aria-label={token.metadata.name} sx={cardFrameSx('column')}>
      <Box sx={{ position: 'relative' }}>
        <Box
          component="img"
          src={token.metadata.image_url}
          alt=""
          loading="lazy"
          width={400}
          height={400}
          sx={{
            width: '100%',
            height: 'auto',
            aspectRatio: '1',
            display: 'block',
            bgcolor: 'placeholder.nft',
          }}
        />
        <Chip
          size="small"
          label={available ? t('marketplace.available') : t('marketplace.sold')}
          color={available ? 'success' : 'default'}
          sx={[
            { position: 'absolute', top: 10, right: 10, fontWeight: 700 },
            !available && { bgcolor: 'scrim.soldChip', color: 'text.primary' },
          ]}
        />
      </Box>
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography sx={{ fontWeight: 700, fontSize: 15 }} noWrap>
          {token.metadata.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {token.metadata.asset_id}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: 14, mt: 0.5 }}>{priceText(token)}</Typography>
      </Box>
    </ButtonBase>
  );
}
