import type { NewsItem } from '@dappx/shared/news';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Highlight } from '@/components/highlight';
import { newsDate } from '../lib/home-rules';

/** A news item as a card: its picture, its date and its title, leading to the article in a new tab. */
export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <Box
      component="a"
      href={item.link}
      target="_blank"
      rel="noopener noreferrer"
      sx={{
        display: 'block',
        height: '100%',
        borderRadius: 4,
        overflow: 'hidden',
        color: 'text.primary',
        textDecoration: 'none',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        transition: 'border-color 0.2s, transform 0.2s',
        '&:hover, &:focus-visible': { borderColor: 'border.cardHover', transform: 'translateY(-2px)' },
      }}
    >
      <Box
        component="img"
        src={item.enclosure.url}
        alt=""
        loading="lazy"
        sx={{
          width: '100%',
          height: { xs: 215, md: 200 },
          objectFit: 'cover',
          display: 'block',
          bgcolor: 'placeholder.media',
        }}
      />
      <Box sx={{ p: 2.5 }}>
        <Typography
          component="time"
          dateTime={newsDate(item.pubDate)}
          variant="caption"
          sx={{ color: 'secondary.main', fontWeight: 700 }}
        >
          {newsDate(item.pubDate)}
        </Typography>
        <Typography sx={{ mt: 0.75, fontWeight: 700, lineHeight: 1.35 }}>
          <Highlight text={item.title} />
        </Typography>
      </Box>
    </Box>
  );
}
