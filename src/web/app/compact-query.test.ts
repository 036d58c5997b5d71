import { describe, expect, it } from 'vitest';
import { COMPACT_QUERY } from '../shared/lib/compact-query';
import firstPaintCss from './first-paint.css?raw';
import { theme } from './theme';

describe('COMPACT_QUERY', () => {
  it("is the theme's md breakpoint down, which useCompact asks MUI for", () => {
    expect(theme.breakpoints.down('md')).toBe(`@media ${COMPACT_QUERY}`);
  });

  it('is the width at which first-paint.css hides a server render made for the other layout', () => {
    const css = firstPaintCss.replace(/\s+/g, '');
    expect(css).toContain(`@media${COMPACT_QUERY}{#root[data-layout='wide']{visibility:hidden;}}`);
    expect(css).toContain(`@media(min-width:900px){#root[data-layout='compact']{visibility:hidden;}}`);
    // The two queries meet: min-width 900 is exactly where max-width 899.95 ends.
    expect(theme.breakpoints.up('md')).toBe('@media (min-width:900px)');
  });
});
