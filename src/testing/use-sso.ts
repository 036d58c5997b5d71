import type { BffConfig, OidcConfig } from '../bff/config';
import { useStarted } from '../sandbox/testing/use-started';
import { oidcConfigFor, startOidcProvider } from './oidc-provider';
import { startStack } from './stack';

/** Starts a test OpenID provider and a stack whose BFF signs staff in through it. */
export async function startSsoStack(
  options: { oidc?: Partial<OidcConfig>; bff?: Partial<BffConfig>; idTokenTtlS?: number } = {},
) {
  const idp = await startOidcProvider();
  const stack = await startStack({
    bff: (bffUrl) => ({ oidc: oidcConfigFor(idp.issuer, bffUrl, options.oidc), ...options.bff }),
  });
  idp.configure(stack.bffUrl, {
    ...(options.idTokenTtlS ? { idTokenTtlS: options.idTokenTtlS } : {}),
    ...(options.oidc?.clientAuth ? { tokenAuth: options.oidc.clientAuth } : {}),
  });
  return {
    idp,
    stack,
    async close() {
      await stack.close();
      await idp.close();
    },
  };
}

/** A provider and a stack for the tests of the enclosing describe; call the result inside a test. */
export const useSso = (options: Parameters<typeof startSsoStack>[0] = {}) =>
  useStarted('single sign-on stack', () => startSsoStack(options));
