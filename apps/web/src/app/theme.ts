import { createTheme } from '@mui/material/styles';

/** Our own dark theme: deep navy surfaces, violet and cyan accents, Inter throughout. */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#7350ff', light: '#a48bff', contrastText: '#ffffff' },
    secondary: { main: '#21d4fd' },
    background: { default: '#0b0d17', paper: '#151829' },
    text: { primary: '#f4f5fb', secondary: '#b3b8d4' },
    success: { main: '#3ddc97' },
    error: { main: '#ff6b7a' },
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
                color: '#a48bff',
                borderColor: 'rgba(164,139,255,0.45)',
                '&:hover': { borderColor: '#a48bff' },
              },
            },
            { props: { variant: 'text', color: 'primary' }, style: { color: '#a48bff' } },
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
