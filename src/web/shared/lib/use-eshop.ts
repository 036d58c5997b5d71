import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAppConfig } from './app-config';

const STORAGE_KEY = 'pickup-desk.eshop';

/** The e-shop being worked on: from the URL (deep links), else the last one used, else the first. */
export function useSelectedEshop() {
  const [params, setParams] = useSearchParams();
  const eshops = useAppConfig().data?.eshops ?? [];
  const fromUrl = params.get('eshop');
  const remembered = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
  const id =
    [fromUrl, remembered].find((candidate) => eshops.some((e) => e.id === candidate)) ?? eshops[0]?.id;
  const select = useCallback(
    (next: string) => {
      localStorage.setItem(STORAGE_KEY, next);
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('eshop', next);
        updated.delete('page');
        return updated;
      });
    },
    [setParams],
  );
  return { eshopId: id, eshops, select };
}
