import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useNavigationCatalogue } from '@/features/navigation/api/get-navigation';
import { useBreakpoints } from '@/lib/use-breakpoints';
import { Logo } from '@/components/logo';
import { DesktopMenu } from './desktop-menu';
import { DownloadBadge } from './download-badge';
import { LanguageSwitcher } from '@/components/language-switcher';
import { WalletButton } from './wallet-button';

// The drawer (and its list and transition code) loads when the menu is first opened, the phone's
// search (its transition) when it is first opened.
const MobileDrawer = lazy(() =>
  import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })),
);
const MobileSearch = lazy(() =>
  import('./mobile-search').then((module) => ({ default: module.MobileSearch })),
);
// The wide header's search box (MUI's input, and the search call) is not on a phone's header: its code
// loads with the wide header only, while a look-alike holds its place.
const SearchBox = lazy(() =>
  import('@/features/search/components/search-box').then((module) => ({ default: module.SearchBox })),
);

/** The search box's place and look while its code loads: its outline, icon and placeholder. */
function SearchBoxStandIn() {
  const { t } = useTranslation();
  return (
    <Box
      aria-hidden
      sx={{
        width: 240,
        height: 40,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.75,
        borderRadius: 999,
        border: 1,
        borderColor: 'border.input',
        color: 'text.primary',
        fontSize: 16,
      }}
    >
      <SearchIcon fontSize="small" />
      {/* MUI's placeholder on a dark theme: the text colour at half strength. */}
      <Box component="span" sx={{ opacity: 0.5 }}>
        {t('search')}
      </Box>
    </Box>
  );
}

/** On /games the bar lies transparent over the carousel until the page scrolls (spec, section 2). */
function useTransparentNav(): boolean {
  const { pathname } = useLocation();
  const overCarousel = pathname === '/games';
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    // Reading the scroll position lays the page out. Elsewhere nothing depends on it, and on the games
    // page it is read in the next frame, so it does not lay out a page its first render is still changing.
    if (!overCarousel) return;
    const onScroll = () => setScrolled(window.scrollY > 8);
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [overCarousel]);
  return overCarousel && !scrolled;
}

/** The mobile menu's drawer: mounted on first opening, and from then on kept, so closing it slides it out. */
function useMenuDrawer() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    open,
    mounted,
    show: () => {
      setOpen(true);
      setMounted(true);
    },
    close: () => setOpen(false),
  };
}

/**
 * Over the games carousel the bar is see-through, over a shade that fades out downwards so the wordmark
 * reads on the brightest art; elsewhere it is a frosted dark strip.
 */
const appBarSx = (transparent: boolean): SxProps<Theme> => ({
  bgcolor: transparent ? 'transparent' : 'surface.navBar',
  backgroundImage: ({ palette }) =>
    transparent ? `linear-gradient(180deg, ${palette.games.navScrim}, transparent)` : 'none',
  // Drawn across the border too: repeated into the 1 px border, the shade's dark top made a hard line.
  backgroundOrigin: 'border-box',
  backdropFilter: transparent ? 'none' : 'blur(14px)',
  borderBottom: 1,
  borderColor: transparent ? 'transparent' : 'divider',
  transition: 'background-color 0.3s, border-color 0.3s',
});

export function NavBar() {
  const { t } = useTranslation();
  const { isNarrow } = useBreakpoints();
  const menu = useNavigationCatalogue().data?.menu ?? [];
  const drawer = useMenuDrawer();
  // The panel is open on the page it was opened on: its Enter (or a result) opening another page closes it.
  const { pathname } = useLocation();
  const [searchOpenOn, setSearchOpenOn] = useState<string>();
  const searchOpen = searchOpenOn === pathname;
  const [searchMounted, setSearchMounted] = useState(false);
  const transparent = useTransparentNav();

  return (
    <NavBarFrame
      transparent={transparent}
      below={
        isNarrow ? (
          <>
            {searchMounted ? (
              <Suspense>
                <MobileSearch open={searchOpen} />
              </Suspense>
            ) : undefined}
            {drawer.mounted ? (
              <Suspense>
                <MobileDrawer items={menu} open={drawer.open} onClose={drawer.close} />
              </Suspense>
            ) : undefined}
          </>
        ) : undefined
      }
    >
      {isNarrow ? undefined : <DesktopMenu items={menu} />}
      <Box sx={{ flexGrow: 1 }} />
      {isNarrow ? (
        <IconButton
          color="inherit"
          aria-label={t('searchLabel')}
          aria-expanded={searchOpen}
          onClick={() => {
            setSearchOpenOn(searchOpen ? undefined : pathname);
            setSearchMounted(true);
          }}
        >
          <SearchIcon />
        </IconButton>
      ) : (
        <>
          <DownloadBadge />
          <Suspense fallback={<SearchBoxStandIn />}>
            <SearchBox />
          </Suspense>
        </>
      )}
      <LanguageSwitcher compact={isNarrow} />
      <WalletButton compact={isNarrow} />
      {isNarrow ? (
        <IconButton color="inherit" aria-label={t('openMenu')} onClick={drawer.show}>
          <MenuIcon />
        </IconButton>
      ) : undefined}
    </NavBarFrame>
  );
}

/**
 * The bar and its home link with the logo; the page's first paint draws it too, with no menu and
 * buttons yet. `children` go in the bar after the logo, `below` under it (the phone's search and drawer).
 */
export function NavBarFrame({
  transparent,
  children,
  below,
}: {
  transparent: boolean;
  children?: ReactNode;
  below?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AppBar
      position={transparent ? 'fixed' : 'sticky'}
      data-transparent={transparent}
      sx={appBarSx(transparent)}
    >
      <Toolbar
        component="nav"
        aria-label={t('mainNavigation')}
        sx={{ gap: { xs: 0.5, md: 2 }, width: '100%', maxWidth: 1440, mx: 'auto' }}
      >
        <Link component={RouterLink} to="/" aria-label={t('home')} sx={{ display: 'flex', mr: 1 }}>
          <Logo size={{ xs: 30, md: 36 }} />
        </Link>
        {children}
      </Toolbar>
      {below}
    </AppBar>
  );
}
