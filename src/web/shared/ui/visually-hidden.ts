/**
 * Out of sight, still read by screen readers. Sizes in px: a bare 1 is 100% in MUI's sx, which made
 * the page as wide again as the screen (the table head, then the location picker's announcer).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
