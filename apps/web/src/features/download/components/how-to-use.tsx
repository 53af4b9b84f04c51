import type { DownloadLink } from '@dappx/shared/catalogue';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import LanguageIcon from '@mui/icons-material/Language';
import WebIcon from '@mui/icons-material/Web';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';
import { SectionTitle } from '@/components/section-title';
import { product } from './product';

const blocks = [
  {
    platform: 'browser',
    icon: <LanguageIcon />,
    title: 'download.howBrowserTitle',
    text: 'download.howBrowserText',
    link: 'download.browserDownload',
  },
  {
    platform: 'web-app',
    icon: <WebIcon />,
    title: 'download.howWebAppTitle',
    text: 'download.howWebAppText',
    link: 'download.moreAbout',
  },
] as const;

type Block = (typeof blocks)[number];

/** A guide's card, lifted on hover, with its step number large in the corner. */
const blockSx = (step: number): SxProps<Theme> => ({
  position: 'relative',
  overflow: 'hidden',
  p: { xs: 3, md: 4 },
  borderRadius: 4,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  transition: 'border-color 0.2s ease, transform 0.2s ease',
  '&:hover': { borderColor: 'border.stepHover', transform: 'translateY(-3px)' },
  // The big step number is decoration, drawn by CSS so it is not read out or contrast-checked.
  '&::after': {
    content: `"${String(step).padStart(2, '0')}"`,
    position: 'absolute',
    right: 20,
    top: 8,
    fontSize: 88,
    fontWeight: 800,
    lineHeight: 1,
    color: 'text.watermark',
  },
});

/** 'How to use DAPPX?': the browser and the web app, each with its guide. */
export function HowToUse({ links }: { links: DownloadLink[] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="how-to-use">
      <SectionTitle id="how-to-use" title={t('download.howToUse', { product })} />
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 2, md: 3 } }}
        data-testid="how-to-use-blocks"
      >
        {blocks.map((block, index) => (
          <HowToBlock
            key={block.platform}
            block={block}
            step={index + 1}
            href={links.find((link) => link.row === 'how-to-use' && link.platform === block.platform)?.href}
          />
        ))}
      </Box>
    </Box>
  );
}

/** One guide: icon, title, text, and the link to the guide when the store has one. */
function HowToBlock({ block, step, href }: { block: Block; step: number; href: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Box component="article" aria-labelledby={`how-${block.platform}`} sx={blockSx(step)}>
      <Box sx={{ color: 'secondary.main', mb: 2, '& svg': { fontSize: 36 } }} aria-hidden="true">
        {block.icon}
      </Box>
      <Typography id={`how-${block.platform}`} component="h3" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
        {t(block.title, { product })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t(block.text, { product })}
      </Typography>
      {href ? (
        <Link
          component={AppLink}
          href={href}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            fontWeight: 700,
            color: 'primary.light',
          }}
        >
          {t(block.link, { product })}
          <ArrowForwardIcon sx={{ fontSize: 18 }} aria-hidden="true" />
        </Link>
      ) : undefined}
    </Box>
  );
}
