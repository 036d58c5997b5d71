import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import type {
  FirstPageRequest as FirstPageRequestBase,
  ServerRenderInput,
  ServerRenderOutput,
} from '@/contract/desk/render-hints';
import { LANGUAGES, type Language } from '@/contract/languages';
import { App } from './app/app';
import { appRoutes } from './app/router';
import { sessionKeys } from './features/auth/api/session';
import { COLUMN_DEFS } from './features/places-list/components/places-table/place-cells';
import { listParams, parseListState } from './features/places-list/lib/list-state';
import { configQuery } from './shared/lib/app-config';
import { loadServerTexts, switchLanguageNow } from './shared/lib/i18n';
import { initialLanguage, languageOf } from './shared/lib/initial-language';
import { createQueryClient } from './shared/lib/query-client';
import { STORED_KEYS, setServerStoredValues } from './shared/lib/stored';
import { setServerCompact } from './shared/lib/use-compact';
import { resolveEshop } from './shared/lib/use-eshop';
import { listUrl, placeKeys } from './shared/places/api/place-queries';

// The places screen rendered to HTML in a worker thread of the BFF (src/bff/routes/spa-render.ts),
// so its first rows paint as the page arrives, before any script has run (issue 25: the cold load
// of /places). Built by Vite as a bundle of its own (vite.config.ts, `--ssr`) from the very modules
// the browser runs, and taken over by React in the browser (main.tsx, app/hydrate.ts). Only the
// plain list renders here: a search, the map or any address parameter the table does not know is
// left to the browser, so that nothing of the request but fixed values is written into the page.

/** The address parameters the server renders (anything else: the browser renders the page). */
const PARAMS = new Set(['eshop', 'page', 'size', 'sort']);
const SORTABLE = new Set(Object.values(COLUMN_DEFS).flatMap((column) => (column.sort ? [column.sort] : [])));

/** The first page's request, with what the render needs of it too. */
export interface FirstPageRequest extends FirstPageRequestBase {
  eshopId: string;
  queryKey: readonly unknown[];
}

/** The localStorage the render reads (stored.ts): the browser's values, as it told them. */
function storedValues({ hints, session, acceptLanguages }: ServerRenderInput): Map<string, string> {
  const values = new Map<string, string>();
  const language = (LANGUAGES as readonly string[]).includes(hints.language ?? '')
    ? (hints.language as Language)
    : languageOf(acceptLanguages);
  values.set(STORED_KEYS.language, language);
  if (hints.eshop) values.set(STORED_KEYS.eshop, hints.eshop);
  const username = session.user.username;
  if (hints.columns && hints.user === username) values.set(STORED_KEYS.columns(username), hints.columns);
  return values;
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
  const language = storedValues(input).get(STORED_KEYS.language) as Language;
  return { url: listUrl(params), language, eshopId, queryKey: placeKeys.list(params) };
}

const EMOTION_STYLE = /<style data-emotion="([^"]+)"[^>]*>([^<]*)<\/style>/g;

/**
 * Emotion writes each style into the HTML beside the element it is for. In the browser it moves
 * them to the head when its cache is made; MUI's chunk makes it during React's hydration, after
 * React has taken a style as the next node to match (a mismatch). So they come out of the render
 * here (the page puts them before the root element, spa-stream.ts), as @emotion/server's
 * extractCritical gives them: the globals as they are, the rest as one element whose attribute
 * names them all, which is how emotion's cache learns they are there.
 */
export function extractStyles(html: string): { html: string; styles: string } {
  const globals: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  const body = html.replace(EMOTION_STYLE, (_whole, attribute: string, css: string) => {
    const [key = '', ...ids] = attribute.split(' ');
    if (key === 'css') {
      names.push(...ids);
      rules.push(css);
    } else globals.push(`<style data-emotion="${attribute}">${css}</style>`);
    return '';
  });
  const merged = names.length ? `<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>` : '';
  return { html: body, styles: globals.join('') + merged };
}

/**
 * The places screen at this address with its first page, or undefined when it cannot render at once
 * (a screen's module still loading: the first requests after a start warm them, see `prepare`).
 * Synchronous: the per-render values (stored.ts, the language, the layout) are module state.
 */
export function render(
  input: ServerRenderInput,
  request: FirstPageRequest,
  firstPage: unknown,
): ServerRenderOutput | undefined {
  const values = storedValues(input);
  setServerStoredValues(values);
  setServerCompact(input.compact);
  const language = initialLanguage();
  if (!switchLanguageNow(language)) return undefined;
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKeys.all, input.session);
  queryClient.setQueryData(configQuery.queryKey, input.config);
  queryClient.setQueryData(request.queryKey, firstPage);
  const router = createMemoryRouter(appRoutes, { initialEntries: [input.address] });
  try {
    const html = renderToString(<App queryClient={queryClient} router={router} />);
    // A boundary that suspended (a module not loaded yet) is left to the browser: `<!--$!-->`.
    if (html.includes('<!--$!')) return undefined;
    return {
      ...extractStyles(html),
      rendered: {
        language,
        eshop: request.eshopId,
        columnsFromHints: values.has(STORED_KEYS.columns(input.session.user.username)),
        compact: input.compact,
        firstPage: { queryKey: request.queryKey, data: firstPage },
      },
    };
  } finally {
    queryClient.clear();
    setServerStoredValues(new Map());
  }
}

/** Renders after the first whole one, so the first users' pages do not wait for V8's compiler. */
const WARM_RENDERS = 10;

/**
 * Loads what the render needs (the texts of both languages, the screens' modules behind React.lazy)
 * by rendering an example until nothing suspends, then a few times more; true once it renders.
 */
export async function prepare(example: ServerRenderInput, page: unknown, attempts = 50): Promise<boolean> {
  await loadServerTexts();
  const request = firstPageRequest(example);
  if (!request) return false;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (render(example, request, page)) {
      for (let warm = 0; warm < WARM_RENDERS; warm++) render(example, request, page);
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}
