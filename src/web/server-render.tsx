import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import type {
  FirstPageRequest as FirstPageRequestBase,
  FirstPages,
  ServerRenderInput,
  ServerRenderOutput,
} from '@/contract/desk/render-hints';
import type { ServerRenderModule } from '@/contract/desk/render-protocol';
import { LANGUAGES, type Language } from '@/contract/languages';
import { App } from './app/app';
import { appRoutes } from './app/router';
import { sessionKeys } from './features/auth/api/session';
import { COLUMN_DEFS } from './features/places-list/components/places-table/place-cells';
import { listParams, parseListState, summaryParams } from './features/places-list/lib/list-state';
import { parseSearchFilters } from './features/places-list/lib/search-filters';
import { configQuery } from './shared/lib/app-config';
import { loadServerTexts, switchLanguageNow } from './shared/lib/i18n';
import { languageOf } from './shared/lib/initial-language';
import { createQueryClient } from './shared/lib/query-client';
import { ServerRenderContext } from './shared/lib/server-render-context';
import { STORED_KEYS } from './shared/lib/stored';
import { resolveEshop } from './shared/lib/use-eshop';
import { listUrl, placeKeys, searchUrl } from './shared/places/api/place-queries';

// The places screen rendered to HTML in a worker thread of the BFF (src/bff/routes/spa-render.ts),
// so its first rows paint as the page arrives, before any script has run (issue 25: the cold load
// of /places). Built by Vite as a bundle of its own (vite.config.ts, `--ssr`) from the very modules
// the browser runs, and taken over by React in the browser (main.tsx, app/hydrate.ts). Only the
// plain list renders here: a search, the map or any address parameter the table does not know is
// left to the browser, so that nothing of the request but fixed values is written into the page.

/** The first page's request, with what the render needs of it too (the BFF passes it back). */
export interface FirstPageRequest extends FirstPageRequestBase {
  eshopId: string;
  queryKey: readonly unknown[];
  summaryKey: readonly unknown[];
}

/** The address parameters the server renders (anything else: the browser renders the page). */
const PARAMS = new Set(['eshop', 'page', 'size', 'sort']);
const SORTABLE = new Set(Object.values(COLUMN_DEFS).flatMap((column) => (column.sort ? [column.sort] : [])));

/**
 * The localStorage the render reads (stored.ts, given through server-render-context.ts): the
 * browser's values as it told them, its chosen language else its Accept-Language's.
 */
function storedValues({ hints, session, acceptLanguages }: ServerRenderInput) {
  const stored = new Map<string, string>();
  const language = (LANGUAGES as readonly string[]).includes(hints.language ?? '')
    ? (hints.language as Language)
    : languageOf(acceptLanguages);
  stored.set(STORED_KEYS.language, language);
  if (hints.eshop) stored.set(STORED_KEYS.eshop, hints.eshop);
  const username = session.user.username;
  if (hints.columns && hints.user === username) stored.set(STORED_KEYS.columns(username), hints.columns);
  return { stored, language };
}

/** The first page's request for this address, or undefined when the server leaves it to the browser. */
export function firstPageRequest(input: ServerRenderInput): FirstPageRequest | undefined {
  const search = new URL(input.address, 'http://server').searchParams;
  for (const [key, value] of search) {
    if (!PARAMS.has(key)) return undefined;
    if (key === 'sort' && !SORTABLE.has(value.split(',')[0] ?? '')) return undefined;
  }
  const eshopId = resolveEshop(input.config.eshops, search.get('eshop'), input.hints.eshop ?? null);
  if (!eshopId) return undefined;
  const params = listParams(parseListState(search), eshopId);
  const summary = summaryParams(parseSearchFilters(search), eshopId);
  const { language } = storedValues(input);
  return {
    url: listUrl(params),
    language,
    eshopId,
    queryKey: placeKeys.list(params),
    summaryUrl: searchUrl(summary),
    summaryKey: placeKeys.search(summary),
  };
}

/**
 * Emotion's cache for one render, with @emotion/server's extraction. Left to itself, emotion on the
 * server writes each style into the HTML beside the element it is for; in the browser it moves
 * them to the head when its cache is made, which MUI's chunk makes during React's hydration, after
 * React has taken a style as the next node to match (a mismatch). With this cache (compat, set by
 * createEmotionServer) the styles stay out of the HTML and come out beside it (the page puts them
 * before the root element, spa-stream.ts): the globals one element each, the rest as one element
 * whose attribute names them all, which is how emotion's cache in the browser learns they are there.
 */
function emotionForRender() {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return {
    cache,
    styles(html: string): string {
      const critical = extractCriticalToChunks(html);
      // No element for a chunk without styles (a render with no emotion styles at all).
      return constructStyleTagsFromChunks({
        ...critical,
        styles: critical.styles.filter((c) => c.ids.length),
      });
    },
  };
}

/**
 * The places screen at this address with its first page, or undefined when it cannot render at once
 * (a screen's module still loading: the first requests after a start warm them, see `prepare`).
 * Synchronous: the language is i18next's, switched for the render; the browser's stored values and
 * its layout go down the tree (server-render-context.ts).
 */
export function render(
  input: ServerRenderInput,
  request: FirstPageRequest,
  { list: firstPage, summary }: FirstPages,
): ServerRenderOutput | undefined {
  const { stored, language } = storedValues(input);
  if (!switchLanguageNow(language)) return undefined;
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKeys.all, input.session);
  queryClient.setQueryData(configQuery.queryKey, input.config);
  queryClient.setQueryData(request.queryKey, firstPage);
  if (summary !== undefined) queryClient.setQueryData(request.summaryKey, summary);
  const router = createMemoryRouter(appRoutes, { initialEntries: [input.address] });
  try {
    const emotion = emotionForRender();
    const html = renderToString(
      <ServerRenderContext value={{ stored, compact: input.compact }}>
        <CacheProvider value={emotion.cache}>
          <App queryClient={queryClient} router={router} />
        </CacheProvider>
      </ServerRenderContext>,
    );
    // A boundary that suspended (a module not loaded yet) is left to the browser: `<!--$!-->`.
    if (html.includes('<!--$!')) return undefined;
    return {
      html,
      styles: emotion.styles(html),
      rendered: {
        language,
        eshop: request.eshopId,
        columnsFromHints: stored.has(STORED_KEYS.columns(input.session.user.username)),
        compact: input.compact,
        firstPage: { queryKey: request.queryKey, data: firstPage },
        ...(summary !== undefined ? { summary: { queryKey: request.summaryKey, data: summary } } : {}),
      },
    };
  } finally {
    queryClient.clear();
  }
}

/** Renders after the first whole one, so the first users' pages do not wait for V8's compiler. */
const WARM_RENDERS = 10;

/**
 * Loads what the render needs (the texts of both languages, the screens' modules behind React.lazy)
 * by rendering an example until nothing suspends, then a few times more; true once it renders.
 */
export async function prepare(
  example: ServerRenderInput,
  pages: FirstPages,
  attempts = 50,
): Promise<boolean> {
  await loadServerTexts();
  const request = firstPageRequest(example);
  if (!request) return false;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (render(example, request, pages)) {
      for (let warm = 0; warm < WARM_RENDERS; warm++) render(example, request, pages);
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/** The module as the BFF calls it (render-protocol.ts): a changed signature fails to compile here. */
export const serverRenderModule = { firstPageRequest, render, prepare } satisfies ServerRenderModule;
