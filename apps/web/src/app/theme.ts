import { enUS, frFR } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { Locale } from '@pharmatrace/domain';

/** No web font is fetched (no external network, strict CSP): the platform's UI font. */
const systemFontStack = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Noto Sans"',
  '"Liberation Sans"',
  'Arial',
  'sans-serif',
].join(',');

const focusRing = {
  outline: '3px solid #f2a900',
  outlineOffset: 2,
};

/**
 * Calm and professional: a deep teal-green for health and sustainability, warm amber focus
 * rings that stay visible on every surface (WCAG 2.4.7).
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0b5d57', light: '#3f8a83', dark: '#07423e', contrastText: '#ffffff' },
    secondary: { main: '#3d7a3a', contrastText: '#ffffff' },
    background: { default: '#f4f7f6', paper: '#ffffff' },
    text: { primary: '#1b2a28', secondary: '#4a5d5a' },
    divider: 'rgba(11, 93, 87, 0.14)',
  },
  shape: { borderRadius: 8 },
  // A user who asked their system for less motion gets none (WCAG 2.3.3): MUI's transitions and
  // ripples end at once, the dialogs and menus still open and close.
  motion: { reducedMotion: 'system' },
  typography: {
    fontFamily: systemFontStack,
    fontSize: 15,
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.4rem', fontWeight: 600 },
    h4: { fontSize: '1.2rem', fontWeight: 600 },
    h5: { fontSize: '1.1rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: {
      // Underlined: a link inside a sentence must not be told apart by its colour alone (WCAG 1.4.1).
      defaultProps: { underline: 'always' },
      styleOverrides: { root: { '&:focus-visible': { ...focusRing, borderRadius: 2 } } },
    },
    MuiCheckbox: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: 'rgba(11, 93, 87, 0.18)' } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600 } } },
    // A wide table scrolls inside its container, never the page (issue #29): the container is the
    // containing block of what is positioned in its cells (a visually hidden header, absolute), which
    // otherwise stretched the page to the table's width.
    MuiTableContainer: { styleOverrides: { root: { position: 'relative' } } },
    // On a phone the rows-per-page, the range and the arrows go on two lines rather than off-screen.
    MuiTablePagination: {
      styleOverrides: {
        toolbar: { flexWrap: 'wrap', rowGap: 4 },
        spacer: { flexBasis: 0 },
      },
    },
  },
});

/**
 * The theme in a language (issue #27): MUI's own words (an Autocomplete's 'Open' and 'Clear', a
 * dialog's 'Close', the pagination's 'Rows per page') follow the page's language, where a screen
 * reader reads them. Our screens' words come from the catalogues; these are MUI's defaults.
 */
const themes: Record<Locale, Theme> = {
  en: createTheme(theme, enUS),
  fr: createTheme(theme, frFR),
};

export function themeFor(language: Locale): Theme {
  return themes[language];
}
