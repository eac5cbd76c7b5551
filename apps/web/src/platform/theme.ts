import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/**
 * Default theme: blue (spec section 2), with the component library's own texts in Spanish (the
 * dropdowns' "Abrir" and "Limpiar", the paging, the breadcrumbs) whatever the browser's language.
 */
export const theme = createTheme(
  {
    palette: {
      mode: 'light',
      primary: { main: '#1565c0' },
      secondary: { main: '#00897b' },
      // Darker than the library's orange so white text on it reads at 4.5:1 (WCAG AA).
      warning: { main: '#b45309' },
      background: { default: '#f4f6f9' },
    },
    shape: { borderRadius: 8 },
    typography: { fontFamily: 'Roboto, "Segoe UI", "Helvetica Neue", Arial, sans-serif', fontSize: 14 },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
    },
  },
  esES,
  // The locale calls the dropdown's button "Abierto" (a state); it opens the list.
  { components: { MuiAutocomplete: { defaultProps: { openText: 'Abrir' } } } },
);
