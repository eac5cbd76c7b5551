import { esES } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';

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
      // A grid wider than its box (a phone, a long report) scrolls inside it with its first column,
      // the row's key (a code, a number, a name), kept in view. Every cell of the page is rendered
      // (the grid would drop the first column once scrolled past it); the grids show one page of
      // rows from the server, and a report page of more than 100 rows turns virtualization back on.
      MuiDataGrid: {
        defaultProps: { disableVirtualization: true },
        styleOverrides: {
          root: ({ theme }) => ({
            '& .MuiDataGrid-row': { backgroundColor: theme.palette.background.paper },
            '& .MuiDataGrid-columnHeader[aria-colindex="1"], & .MuiDataGrid-cell[aria-colindex="1"]': {
              position: 'sticky',
              left: 0,
              borderRight: `1px solid ${theme.palette.divider}`,
            },
            '& .MuiDataGrid-columnHeader[aria-colindex="1"]': {
              zIndex: 40,
              backgroundColor: theme.palette.background.paper,
            },
            // The row's own colour, hovered or selected included.
            '& .MuiDataGrid-cell[aria-colindex="1"]': { zIndex: 30, backgroundColor: 'inherit' },
          }),
        },
      },
    },
  },
  esES,
  // The locale calls the dropdown's button "Abierto" (a state); it opens the list.
  { components: { MuiAutocomplete: { defaultProps: { openText: 'Abrir' } } } },
);
