import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  isOnActivity,
  isOnAdmin,
  isOnOrders,
  isOnPlaces,
  isOnPlatformDrift,
  paths,
} from '@/web/shared/lib/paths';
import { useSelectedEshop } from '@/web/shared/lib/use-eshop';

export interface NavLinkEntry {
  /** Stable across renders (a key): `to` changes once the e-shop is known. */
  id: string;
  to: string;
  label: string;
  /** The screen shown now is this entry's (aria-current="page"). */
  current: boolean;
}

/**
 * The main navigation's entries, for the wide bar and the phone's menu alike: one list, so a new
 * screen is added once and both show it.
 */
export function useNavLinks(role: string): NavLinkEntry[] {
  const { t } = useTranslation();
  const { eshopId } = useSelectedEshop();
  const { pathname } = useLocation();
  return [
    { id: 'places', to: paths.places(eshopId), label: t('shell.places'), current: isOnPlaces(pathname) },
    { id: 'orders', to: paths.orders(), label: t('shell.orders'), current: isOnOrders(pathname) },
    {
      id: 'activity',
      to: paths.activity(eshopId),
      label: t('activity.nav'),
      current: isOnActivity(pathname),
    },
    ...(role === 'admin'
      ? [
          {
            id: 'drift',
            to: paths.platformDrift(),
            label: t('shell.drift'),
            current: isOnPlatformDrift(pathname),
          },
          { id: 'admin', to: paths.adminAudit(), label: t('admin.nav'), current: isOnAdmin(pathname) },
        ]
      : []),
  ];
}
