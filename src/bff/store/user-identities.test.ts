import { describe, expect, it } from 'vitest';
import { UsernameSchema } from './users';
import { baseName } from './user-identities';

describe("a provider account's username", () => {
  it.each([
    ['jana@firma.cz', 'jana.firma.cz'],
    ['Jan Novák', 'jan-nov-k'],
    ['x'.repeat(100), 'x'.repeat(56)],
  ])('makes %j a valid username (%j)', (preferred, expected) => {
    expect(baseName(preferred, 'sub')).toBe(expected);
    expect(UsernameSchema.safeParse(baseName(preferred, 'sub')).success).toBe(true);
  });

  it('falls back to the subject when the provider gives no usable name', () => {
    const name = baseName(undefined, 'A1B2-c3d4-e5f6-0000-1111-2222');
    expect(name).toBe('sso-a1b2c3d4e5f600001111');
    expect(UsernameSchema.safeParse(name).success).toBe(true);
    expect(baseName('ž', '42')).toBe('sso-42');
  });
});
