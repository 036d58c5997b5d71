import { createTheme } from '@mui/material/styles';

/** Light and dark schemes on CSS variables, so switching does not re-render the whole tree. */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: { palette: { primary: { main: '#1565c0' }, background: { default: '#f5f7fa' } } },
    dark: { palette: { primary: { main: '#90caf9' } } },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    MuiToggleButton: { styleOverrides: { root: { textTransform: 'none' } } },
  },
});
