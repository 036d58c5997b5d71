import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppConfig } from './app-config';
import { paths, routes } from './paths';
import { STORED_KEYS, storeValue, storedValue, useStoredReader } from './stored';

/** The e-shop last worked on, as this browser remembers it. */
export const rememberedEshop = () => storedValue(STORED_KEYS.eshop);

/** The e-shop to work on: the address's (deep links), else the last one used, else the first. */
export function resolveEshop(
  eshops: readonly { id: string }[],
  fromUrl: string | null,
  remembered: string | null,
): string | undefined {
  return [fromUrl, remembered].find((candidate) => eshops.some((e) => e.id === candidate)) ?? eshops[0]?.id;
}

/** What the list of another e-shop keeps of this one's address: not its page, map or search. */
const KEPT_ACROSS_ESHOPS = ['view', 'size', 'sort'];

/**
 * The e-shop being worked on. Choosing another is a navigation to the list of that e-shop (keeping
 * the list's view, size and sort, not its page, map position or search: the other e-shop's places
 * are other places): from the editor it closes the
 * place, which belongs to the previous e-shop, and so it goes through the editor's question about
 * unsaved changes like any other navigation. The choice is remembered once the address has it, not
 * before: answering "Stay" to that question keeps the e-shop the editor belongs to.
 */
export function useSelectedEshop() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const eshops = useAppConfig().data?.eshops ?? [];
  const fromUrl = params.get('eshop');
  const id = resolveEshop(eshops, fromUrl, useStoredReader()(STORED_KEYS.eshop));
  const valid = fromUrl !== null && id === fromUrl;
  useEffect(() => {
    if (valid) storeValue(STORED_KEYS.eshop, fromUrl);
  }, [valid, fromUrl]);
  const onList = location.pathname === routes.places;
  // The list's address names its e-shop, so that Back after choosing another comes back to this
  // one (an address without it would read the e-shop remembered, by then the other) and a copied
  // address shows the same places.
  useEffect(() => {
    if (!onList || !id || fromUrl === id) return;
    const named = new URLSearchParams(location.search);
    named.set('eshop', id);
    void navigate(paths.placesWith(named), { replace: true });
  }, [onList, id, fromUrl, location.search, navigate]);
  const select = useCallback(
    (next: string) => {
      const current = new URLSearchParams(onList ? location.search : '');
      const updated = new URLSearchParams();
      for (const key of KEPT_ACROSS_ESHOPS)
        for (const value of current.getAll(key)) updated.append(key, value);
      updated.set('eshop', next);
      void navigate(paths.placesWith(updated));
    },
    [navigate, onList, location.search],
  );
  return { eshopId: id, eshops, select };
}
