import type { DownloadLink } from '@dappx/shared/catalogue';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StoreBadge, type StorePlatform } from '@/components/dialogs/store-badge';

const storePlatforms = new Set<string>(['windows', 'google-play', 'app-store']);
const isStoreLink = (link: DownloadLink): link is DownloadLink & { platform: StorePlatform } =>
  storePlatforms.has(link.platform);

type StoreRowProps = { id: string; title: string; text: string; icon: ReactNode; links: DownloadLink[] };

/** One product (browser or wallet) with its store buttons, as a card. */
export function StoreRow({ id, title, text, icon, links }: StoreRowProps) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      data-testid={id}
      sx={{
        p: { xs: 2.5, sm: 3.5 },
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'surface.frostedPanel',
        backdropFilter: 'blur(8px)',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          aria-hidden="true"
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 44,
            height: 44,
            borderRadius: 2.5,
            background: ({ palette }) =>
              `linear-gradient(135deg, ${palette.glow.storeIconStart}, ${palette.glow.storeIconEnd})`,
            color: 'common.white',
          }}
        >
          {icon}
        </Box>
        <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
      </Box>
      <Typography color="text.secondary">{text}</Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(172px, 1fr))',
          gap: 1.5,
          mt: 'auto',
        }}
      >
        {links.filter(isStoreLink).map((link) => (
          <StoreBadge
            key={link.platform}
            platform={link.platform}
            href={link.href}
            disabled={link.disabled}
            fullWidth
          />
        ))}
      </Box>
    </Box>
  );
}
