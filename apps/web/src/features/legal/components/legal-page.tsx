import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type LegalSection = { id: string; heading: string; body: string };

type LegalPageProps = { title: string; updated: string; intro: string; sections: LegalSection[] };

const contentsTitleSx: SxProps<Theme> = {
  fontSize: 12,
  fontWeight: 700,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: 'text.secondary',
  mb: 1.5,
};

/** A contents entry: grey, and marked on the list's left rule when hovered or focused. */
const contentsLinkSx: SxProps<Theme> = {
  display: 'block',
  py: 0.75,
  pl: 2,
  ml: '-1px',
  fontSize: 14,
  color: 'text.secondary',
  borderLeft: 2,
  borderColor: 'transparent',
  '&:hover, &:focus-visible': { color: 'text.primary', borderColor: 'primary.main' },
};

const sectionSx: SxProps<Theme> = {
  // Clear of the sticky header when a contents link scrolls the section to the top.
  scrollMarginTop: 96,
  pb: 4,
  mb: 4,
  borderBottom: 1,
  borderColor: 'divider',
  '&:last-of-type': { borderBottom: 0 },
};

/**
 * A long legal text set for reading: a measure of about 70 characters, numbered sections, and on wide
 * screens a sticky table of contents beside it.
 */
export function LegalPage({ title, updated, intro, sections }: LegalPageProps) {
  return (
    <Box
      sx={{
        background: ({ palette }) => `radial-gradient(45% 30% at 15% 0%, ${palette.glow.legal}, transparent)`,
      }}
    >
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 9 }, pb: { xs: 6, md: 10 } }}>
        <Box sx={{ maxWidth: 760, mb: { xs: 4, md: 6 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: 34, md: 52 }, mb: 1.5 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: 14, letterSpacing: '0.02em' }}>
            {updated}
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' },
            gap: { xs: 0, md: 8 },
            alignItems: 'start',
          }}
        >
          <TableOfContents sections={sections} />
          <Box component="article" sx={{ maxWidth: 720 }}>
            <Typography sx={{ fontSize: { xs: 17, md: 19 }, lineHeight: 1.7, color: 'text.primary', mb: 5 }}>
              {intro}
            </Typography>
            {sections.map((section, index) => (
              <LegalSectionBlock key={section.id} section={section} number={index + 1} />
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}

/** The sticky contents beside the text, from 960 px: one link a section. */
function TableOfContents({ sections }: { sections: LegalSection[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('legal.contents')}
      sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 96 }}
    >
      <Typography sx={contentsTitleSx}>{t('legal.contents')}</Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 1, borderColor: 'divider' }}>
        {sections.map((section, index) => (
          <li key={section.id}>
            <Link href={`#${section.id}`} underline="none" sx={contentsLinkSx}>
              {index + 1}. {section.heading}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** A numbered section; its body's paragraphs are separated by blank lines. */
function LegalSectionBlock({ section, number }: { section: LegalSection; number: number }) {
  return (
    <Box component="section" id={section.id} aria-labelledby={`${section.id}-heading`} sx={sectionSx}>
      <Typography
        id={`${section.id}-heading`}
        component="h2"
        variant="h5"
        sx={{ fontWeight: 700, mb: 1.5, display: 'flex', gap: 1.5 }}
      >
        <Box component="span" sx={{ color: 'primary.light', fontVariantNumeric: 'tabular-nums' }}>
          {String(number).padStart(2, '0')}
        </Box>
        <span>{section.heading}</span>
      </Typography>
      {section.body.split('\n\n').map((paragraph) => (
        <Typography key={paragraph.slice(0, 32)} sx={{ color: 'text.secondary', lineHeight: 1.75, mb: 1.5 }}>
          {paragraph}
        </Typography>
      ))}
    </Box>
  );
}
