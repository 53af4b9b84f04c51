import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/app-link';
import { Highlight } from '@/components/highlight';

const tileSx: SxProps<Theme> = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  p: 1.5,
  minWidth: 0,
  borderRadius: 3,
  border: 1,
  borderColor: 'divider',
  color: 'text.primary',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { bgcolor: 'tint.resultHover', outline: 'none' },
};

/** One found thing on the results page: its picture, its name with the search text marked, and what it is. */
export function ResultTile({
  href,
  image,
  name,
  detail,
}: {
  href: string;
  image: string;
  name: string;
  detail: string;
}) {
  return (
    <Box component={AppLink} href={href} sx={tileSx}>
      <Box
        component="img"
        src={image}
        alt=""
        loading="lazy"
        width={56}
        height={56}
        sx={{ width: 56, height: 56, borderRadius: 2, flexShrink: 0, objectFit: 'cover' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          sx={{ fontWeight: 700, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          <Highlight text={name} />
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {detail}
        </Typography>
      </Box>
    </Box>
  );
}
