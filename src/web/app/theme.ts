import { createTheme } from '@mui/material/styles';

// MUI's names for them (InputBase): its change handler tells the two apart by name.
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';

/** Light and dark schemes on CSS variables, so switching does not re-render the whole tree. */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1565c0' },
        // Darker than MUI's orange, so white text on it (the Sandbox chip) and it as text read at 4.5:1.
        warning: { main: '#b45309' },
        // Likewise for white on the info colour (state chips such as "Created"): 4.8:1.
        info: { main: '#0277bd' },
        background: { default: '#f5f7fa' },
      },
    },
    dark: { palette: { primary: { main: '#90caf9' } } },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: {
    // A page's heading takes the focus after a route change (RouteFocus) only to be read out and to
    // start Tab from there: it is no control, so no focus ring.
    MuiCssBaseline: {
      styleOverrides: {
        'h1[tabindex="-1"]:focus': { outline: 'none' },
        // The keyframes by which an input notices the browser's autofill, once for the page (below).
        [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
        [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
      },
    },
    // Every MUI input otherwise mounts a global style of its own for those keyframes: a <style>
    // element each, 33 in the place editor, each new sheet restyling the page (MUI's own option
    // "to help with boosting the initial rendering performance" of many inputs). The animation
    // that option also leaves out is put back as MUI has it.
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: {
          animationName: AUTO_FILL_CANCEL,
          animationDuration: '10ms',
          '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTO_FILL },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    // Labels always sit above the field: a value set by code (a map click, a reload after a
    // conflict) then never lands under its label.
    MuiTextField: { defaultProps: { slotProps: { inputLabel: { shrink: true } } } },
    // Spacing as a flex gap, not as margins on every child but the first: with margins, a row that
    // wraps (a phone) starts its second line indented (a page's "New place" under its title, an
    // order's chips, its links).
    MuiStack: { defaultProps: { useFlexGap: true } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiToggleButton: {
      styleOverrides: {
        // action.active on the grey page background falls just short of 4.5:1.
        root: ({ theme }) => ({ textTransform: 'none', color: (theme.vars ?? theme).palette.text.secondary }),
      },
    },
  },
});
