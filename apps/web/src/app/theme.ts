import { alpha, createTheme, type Theme } from '@mui/material/styles';

// The colours every token below is made of.
const white = '#fff';
const black = '#000';
const ink = '#05060c';
const page = '#0b0d17';
const paper = '#151829';
const violet = '#7350ff';
const violetLight = '#a48bff';
const logoViolet = '#7c5cff';
const hoverViolet = '#8b6cff';
const cyan = '#21d4fd';
const teal = '#1fb8e0';
const mint = '#3ddc97';
const coral = '#ff6b7a';
/** MUI's dark-mode warning colour, which the unverified-email notice is tinted with. */
const warningOrange = '#ffa726';
const gamesNight = '#0b0d1f';

/**
 * The app's own colour tokens, named for what they colour; components reach them through `sx`
 * ('surface.raised', 'border.dialog') or `(theme) => theme.palette…` inside gradients and shadows.
 */
const dappxPalette = {
  /** The DAPPX mark's violet-to-cyan gradient, and the other gradients' own stops. */
  brand: {
    violet: logoViolet,
    cyan,
    connectBlue: '#4f7dff',
    connectTeal: teal,
    openBlue: '#21a4fd',
  },
  /** Backgrounds of boxes, bars and panels. */
  surface: {
    /** A tile or option lifted a little off the page. */
    raised: alpha(white, 0.03),
    /** A box of figures inside a dialog or tile. */
    tinted: alpha(white, 0.04),
    navBar: alpha(page, 0.82),
    footer: '#090b14',
    popover: '#121528',
    /** Blurred panels over a glow: the sign-in card and the download page's store rows. */
    frosted: alpha(paper, 0.8),
    frostedPanel: alpha(paper, 0.72),
    /** The near-black behind store badges and the video. */
    ink,
    cardHover: '#1a1e33',
  },
  /** What shows while an image loads. */
  placeholder: { media: '#0f1222', nft: '#0b0d18', game: '#0d0f24' },
  border: {
    /** A dialog's edge and its options'. */
    dialog: alpha(white, 0.1),
    emptyState: alpha(white, 0.16),
    storeBadge: alpha(white, 0.22),
    downloadBadge: alpha(white, 0.24),
    /** An outlined input at rest, as MUI draws it on dark: the header search's stand-in. */
    input: alpha(white, 0.23),
    /** A slide's 'Coming Soon' badge on its banner. */
    soonBadge: alpha(white, 0.35),
    /** The headline balance tile. */
    accent: alpha(violet, 0.5),
    /** A storefront card under the pointer. */
    cardHover: alpha(hoverViolet, 0.6),
    /** A how-to-use step under the pointer. */
    stepHover: alpha(violetLight, 0.5),
  },
  /** Translucent fills that mark something: a match, a hover, the active item, a badge. */
  tint: {
    searchMatch: alpha(cyan, 0.28),
    resultHover: alpha(hoverViolet, 0.14),
    optionHover: alpha(logoViolet, 0.1),
    navActive: alpha(violet, 0.18),
    dialogIcon: alpha(logoViolet, 0.18),
    badgeHover: alpha(cyan, 0.08),
    walletBadge: alpha(cyan, 0.12),
    networkChip: alpha(cyan, 0.14),
    imxBadge: alpha(teal, 0.18),
    chipOnImage: alpha(white, 0.14),
    currencyTag: alpha(white, 0.08),
  },
  /** Dark veils over the page or over pictures. */
  scrim: {
    /** Behind a dialog or the loading spinner. */
    backdrop: alpha(ink, 0.6),
    soldChip: alpha(ink, 0.8),
    /** The bottom of a picture, darkened for its caption. */
    imageFade: alpha(ink, 0.85),
    slideButton: alpha(ink, 0.35),
    sliderDot: alpha(white, 0.5),
  },
  shadow: {
    card: alpha(black, 0.45),
    dialog: alpha(black, 0.55),
    tokenMark: alpha(black, 0.35),
    tile: alpha(black, 0.25),
    text: alpha(black, 0.7),
  },
  /** Coloured light: button and frame glows, and the soft spots behind page headers. */
  glow: {
    connect: alpha(violet, 0.35),
    connectHover: alpha(violet, 0.5),
    storeBadge: alpha(violet, 0.25),
    video: alpha(violet, 0.22),
    videoFrameStart: alpha(logoViolet, 0.7),
    videoFrameEnd: alpha(cyan, 0.5),
    storeIconStart: alpha(logoViolet, 0.35),
    storeIconEnd: alpha(cyan, 0.25),
    accentTileStart: alpha(violet, 0.22),
    accentTileEnd: alpha(cyan, 0.08),
    dialogTop: alpha(logoViolet, 0.12),
    dialogFade: alpha(paper, 0),
    /** Behind the sign-in and maintenance pages' content. */
    page: alpha(logoViolet, 0.25),
    legal: alpha(logoViolet, 0.2),
    walletPrompt: alpha(logoViolet, 0.22),
    download: alpha(logoViolet, 0.28),
    downloadCyan: alpha(cyan, 0.16),
  },
  /** Boxes that speak up: the referral call-out and the unverified-email notice. */
  callout: { background: alpha(violet, 0.1), border: alpha(violet, 0.3) },
  notice: { background: alpha(warningOrange, 0.08), border: alpha(warningOrange, 0.4) },
  /** The small label above the download page's heading. */
  eyebrow: { background: alpha(logoViolet, 0.14), border: alpha(violetLight, 0.3) },
  /** The home carousel's slide text when the slide sets none. */
  slide: { excerpt: alpha(white, 0.86) },
  games: {
    /** The games hero's night blue: its background, its fade, and the text on its bright buttons. */
    night: gamesNight,
    heroFadeTop: alpha(gamesNight, 0.2),
    /** Behind the see-through nav bar: the wordmark and links read on the brightest art. */
    navScrim: alpha(gamesNight, 0.82),
    heroFadeMiddle: alpha(gamesNight, 0.55),
    card: '#151833',
    cardHoverBorder: alpha(violet, 0.6),
    star: '#fbbf24',
    hashtag: '#c9bfff',
    hashtagBackground: alpha(violet, 0.2),
  },
  charts: {
    tileHover: alpha(violet, 0.1),
    tileHoverBorder: alpha(violet, 0.7),
    bsc: '#f3ba2f',
    bscBackground: alpha('#f3ba2f', 0.14),
    eth: '#a7b4ff',
    ethBackground: alpha('#627eea', 0.2),
    /** The 'Others' tiles, in turn. */
    others1Start: violet,
    others1End: cyan,
    others2Start: '#f43f5e',
    others2End: '#f59e0b',
    others3Start: '#10b981',
    others3End: '#3b82f6',
  },
  /** The generated token marks' gradients, and their letter. */
  tokenMark: {
    letter: page,
    aceStart: violet,
    aceEnd: cyan,
    dappxStart: '#ff7ab6',
    dappxEnd: violet,
    zeraStart: mint,
    zeraEnd: cyan,
    edaoStart: '#ffc35c',
    edaoEnd: coral,
    ethStart: '#8a92b2',
    ethEnd: '#454a75',
  },
};

type DappxPalette = {
  [Group in keyof typeof dappxPalette]: Record<keyof (typeof dappxPalette)[Group], string>;
};

// MUI's palette types learn the tokens by declaration merging (so `theme.palette.surface.raised` type-checks).
declare module '@mui/material/styles' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into MUI's interface
  interface Palette extends DappxPalette {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges into MUI's interface
  interface PaletteOptions extends Partial<DappxPalette> {}
  interface TypeText {
    watermark: string;
  }
}

let built: Theme | undefined;

/**
 * Our own dark theme: deep navy surfaces, violet and cyan accents, Inter throughout. Built at first use,
 * not as the module loads: on a slow phone building it lengthened the task that evaluates the first
 * load's script (with MUI's default theme, a third of it), so main.tsx gives it a task of its own.
 */
export const appTheme = () => (built ??= buildTheme());

const buildTheme = () =>
  createTheme({
    palette: {
      mode: 'dark',
      ...dappxPalette,
      primary: { main: violet, light: violetLight, contrastText: '#ffffff' },
      secondary: { main: cyan },
      background: { default: page, paper },
      // watermark: decoration drawn as text that is not there to be read (the download steps' numbers).
      text: { primary: '#f4f5fb', secondary: '#b3b8d4', watermark: alpha(white, 0.04) },
      success: { main: mint },
      error: { main: coral },
      divider: 'rgba(255,255,255,0.08)',
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1536 } },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 700, letterSpacing: '-0.01em' },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            // Violet text on our dark surfaces needs the light violet to reach WCAG AA contrast.
            variants: [
              {
                props: { variant: 'outlined', color: 'primary' },
                style: {
                  color: violetLight,
                  borderColor: alpha(violetLight, 0.45),
                  '&:hover': { borderColor: violetLight },
                },
              },
              { props: { variant: 'text', color: 'primary' }, style: { color: violetLight } },
            ],
          },
        },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'transparent' } },
      MuiLink: { defaultProps: { underline: 'hover', color: 'primary.light' } },
      // Dark-mode elevation tints paper grey; our surfaces keep their own colours.
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    },
  });
