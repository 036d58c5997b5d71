import type { QueryClient } from '@tanstack/react-query';
import { BOOTSTRAP_ELEMENT_ID, type Bootstrap } from '@/contract/desk/bootstrap';
import { sessionKeys } from '../features/auth/api/session';
import { setCsrfToken } from '../shared/lib/api-client';
import { configQuery } from '../shared/lib/app-config';

/**
 * The session and the configuration index.html came with (the BFF's answers for this very page
 * request: src/bff/routes/spa-bootstrap.ts), put into the query cache, so the first screen asks for
 * neither and its own data leaves at once; with the server's render of the places screen, its first
 * page too (spa-render.ts). Read once, and the element removed. Without it (a page not served by the
 * BFF, `npm run dev`) or when it cannot be read, the queries ask the BFF as before.
 */
export function applyBootstrap(queryClient: QueryClient, doc: Document = document): Bootstrap | undefined {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  const text = element?.textContent;
  element?.remove();
  if (!text) return undefined;
  let bootstrap: Bootstrap;
  try {
    bootstrap = JSON.parse(text) as Bootstrap;
  } catch {
    return undefined;
  }
  if (!bootstrap || typeof bootstrap !== 'object' || !bootstrap.config) return undefined;
  if (bootstrap.session) setCsrfToken(bootstrap.session.csrfToken);
  queryClient.setQueryData(sessionKeys.all, bootstrap.session ?? null);
  queryClient.setQueryData(configQuery.queryKey, bootstrap.config);
  const firstPage = bootstrap.rendered?.firstPage;
  if (firstPage) queryClient.setQueryData(firstPage.queryKey, firstPage.data);
  const summary = bootstrap.rendered?.summary;
  if (summary) queryClient.setQueryData(summary.queryKey, summary.data);
  return bootstrap;
}
