import type { Bootstrap } from '@/contract/desk/bootstrap';
import { decodeRenderHints } from '@/contract/desk/render-hints';
import { initialLanguage } from '../shared/lib/initial-language';
import { STORED_KEYS, storedValue } from '../shared/lib/stored';
import { rememberedEshop, resolveEshop } from '../shared/lib/use-eshop';

// The server may send the places screen rendered (src/bff/routes/spa-render.ts), from what the
// browser last told it of its language, e-shop and columns (render-hints.ts) and from its guess of a
// phone. React can take that HTML over (hydrate it) only if its own first render is the same; else
// the app renders afresh, as it does for every other page. Decided before React starts, from the
// values the first render will read.

/**
 * Whether the app's first render here would be the server's: the same language, e-shop, columns
 * and layout. `sentHints` is the cookie this page was asked for with.
 */
export function rendersAsServer(
  bootstrap: Pick<Bootstrap, 'session' | 'config' | 'rendered'>,
  search: URLSearchParams,
  sentHints: string | undefined,
  compactNow: boolean,
): boolean {
  const rendered = bootstrap.rendered;
  const username = bootstrap.session?.user.username;
  if (!rendered || !username) return false;
  const eshop = resolveEshop(bootstrap.config.eshops, search.get('eshop'), rememberedEshop());
  const columns = rendered.columnsFromHints ? (decodeRenderHints(sentHints).columns ?? null) : null;
  return (
    initialLanguage() === rendered.language &&
    eshop === rendered.eshop &&
    storedValue(STORED_KEYS.columns(username)) === columns &&
    compactNow === rendered.compact
  );
}
