import type { FooterLink } from '@dappx/shared/catalogue';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigationCatalogue } from '@/features/navigation/api/get-navigation';
import { NewsletterSlot } from '@/features/newsletter/components/newsletter-slot';
import { drawnWhenNear } from '@/lib/drawn-when-near';
import { useBreakpoints } from '@/lib/use-breakpoints';
import { AppLink } from '@/components/app-link';
import { Logo } from '@/components/logo';
import { FooterSocialLinks } from './footer-social-links';

// One notice on every screen, from the store's first year to this one (the spec's differ by screen
// width: docs/spec-differences.md).
const copyrightYears = () => `2022–${new Date().getFullYear()}`;

/** On touch screens a link is a 44 px tall target (WCAG 2.5.5), however short its text. */
const tapTarget = {
  display: { xs: 'flex', md: 'inline' },
  alignItems: 'center',
  minHeight: { xs: 44, md: 'auto' },
  overflowWrap: 'anywhere',
} as const;

/** A column of the footer's links, labelled in the page's language by the catalogue. */
function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <Box>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={{ xs: 0, md: 0.75 }}>
        {links.map((link) => (
          <Link
            key={link.href}
            component={AppLink}
            href={link.href}
            color="text.secondary"
            variant="body2"
            sx={tapTarget}
          >
            {link.kind === 'contact' ? `${link.label}: ${link.href.replace('mailto:', '')}` : link.label}
          </Link>
        ))}
      </Stack>
    </Box>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const { isMobile } = useBreakpoints();
  const links = useNavigationCatalogue().data?.footer ?? [];
  const of = (kind: FooterLink['kind']) => links.filter((link) => link.kind === kind);

  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'surface.footer',
        mt: 8,
        ...drawnWhenNear(isMobile ? 720 : 300),
      }}
    >
      <Box
        sx={{
          maxWidth: 1440,
          mx: 'auto',
          px: { xs: 2.5, md: 4 },
          py: { xs: 5, md: 7 },
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.2fr 1fr 1.4fr 1.6fr' },
        }}
      >
        <Box>
          <Logo size={32} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 280 }}>
            {t('heroText')}
          </Typography>
        </Box>
        <LinkColumn title="DAPPX" links={of('site')} />
        <LinkColumn title={t('contact')} links={of('contact')} />
        <NewsletterSlot />
      </Box>
      <Box
        sx={{
          maxWidth: 1440,
          mx: 'auto',
          px: { xs: 2.5, md: 4 },
          pb: 4,
          display: 'flex',
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('copyright', { years: copyrightYears() })}
        </Typography>
        <FooterSocialLinks links={of('social')} />
      </Box>
    </Box>
  );
}
