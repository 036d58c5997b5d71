import { describe, expect, it } from 'vitest';
import { LoginRequestSchema, SessionInfoSchema } from './session';

describe('LoginRequestSchema', () => {
  it('trims the username and keeps the password as typed', () => {
    expect(LoginRequestSchema.parse({ username: ' staff ', password: ' demo ' })).toEqual({
      username: 'staff',
      password: ' demo ',
    });
  });

  it('needs both, the username not blank', () => {
    const fields = (input: unknown) =>
      LoginRequestSchema.safeParse(input).error?.issues.map((i) => i.path.join('.'));
    expect(fields({ username: '  ', password: 'x' })).toEqual(['username']);
    expect(fields({})).toEqual(['username', 'password']);
  });
});

describe('SessionInfoSchema', () => {
  it('accepts the contract’s roles only', () => {
    const session = (role: string) => ({
      user: { username: 'alice', role },
      csrfToken: 't',
      platform: { connected: false, available: true },
    });
    expect(SessionInfoSchema.safeParse(session('support')).success).toBe(true);
    expect(SessionInfoSchema.safeParse(session('root')).success).toBe(false);
  });
});
