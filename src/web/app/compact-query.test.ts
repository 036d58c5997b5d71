import { describe, expect, it } from 'vitest';
import { COMPACT_QUERY } from '../shared/lib/compact-query';
import { theme } from './theme';

describe('COMPACT_QUERY', () => {
  it("is the theme's md breakpoint down, which useCompact asks MUI for", () => {
    expect(theme.breakpoints.down('md')).toBe(`@media ${COMPACT_QUERY}`);
  });
});
