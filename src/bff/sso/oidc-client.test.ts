import { describe, expect, it } from 'vitest';
import { SsoError, describeFailure } from './oidc-client';

// What a refused single sign-on writes to the log: the library's code and words down the chain of
// causes, not the user-facing reason alone ("single sign-on failed: failed" told an operator nothing).

describe('the logged cause of a refused single sign-on', () => {
  it('names each error of the chain with its code', () => {
    const library = Object.assign(new Error('JWT signature verification failed'), {
      code: 'OAUTH_INVALID_RESPONSE',
    });
    const client = Object.assign(new Error('invalid response encountered', { cause: library }), {
      code: 'OAUTH_INVALID_RESPONSE',
    });
    expect(describeFailure(new SsoError('invalid-token', { cause: client }))).toBe(
      'single sign-on failed: invalid-token <- OAUTH_INVALID_RESPONSE: invalid response encountered <- ' +
        'OAUTH_INVALID_RESPONSE: JWT signature verification failed',
    );
  });

  it('says what a check of ours found', () => {
    expect(
      describeFailure(
        new SsoError('not-allowed', { detail: 'ID token\'s "hd" is not one of OIDC_REQUIRED_CLAIMS' }),
      ),
    ).toBe('single sign-on failed: not-allowed (ID token\'s "hd" is not one of OIDC_REQUIRED_CLAIMS)');
    expect(describeFailure(undefined)).toBeUndefined();
  });
});
