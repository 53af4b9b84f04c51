import type { RecommendedItem } from '@dappx/shared/catalogue';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '@/components/section-title';
import { drawnWhenNear } from '@/lib/drawn-when-near';
import { useBreakpoints } from '@/lib/use-breakpoints';
import { bareGridList } from '@/components/bare-list';
import { AppCard } from './app-card';
import { CoverVideo } from './cover-video';

/** Partner cards; on wide screens those with a video play it while hovered. */
export function Recommended({ items }: { items: RecommendedItem[] }) {
  const { t } = useTranslation();
  const { isNarrow } = useBreakpoints();
  const [hovered, setHovered] = useState<string | null>(null);
  return (
    <Box component="section" aria-labelledby="recommended" sx={drawnWhenNear(400)}>
      <SectionTitle id="recommended" title={t('RECOMMENDED')} />
      <Box
        component="ul"
        sx={{
          ...bareGridList,
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {items.map((item) => (
          <li key={item._id} onMouseEnter={() => setHovered(item._id)} onMouseLeave={() => setHovered(null)}>
            <AppCard
              href={item.href}
              image={item.image}
              name={item.name}
              currency={item.currency}
              media={
                !isNarrow && item.videoOnHover && hovered === item._id ? (
                  <CoverVideo src={item.videoOnHover} loop hoverClip sx={{ opacity: 0.9 }} />
                ) : undefined
              }
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
