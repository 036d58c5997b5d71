// The app's addresses, in one place: the router's patterns and the builders every link and
// navigation uses, so a route renamed here is renamed everywhere.

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** The router's path patterns. */
export const routes = {
  root: '/',
  signIn: '/signin',
  signOut: '/signout',
  places: '/places',
  newPlace: '/places/new',
  place: '/places/:id',
  orders: '/orders',
  order: '/orders/:orderId',
  platformDrift: '/platform-drift',
  activity: '/activity',
  admin: '/admin',
  adminDeletedPlaces: '/admin/deleted-places',
  adminAudit: '/admin/audit',
  adminUsers: '/admin/users',
} as const;

export const paths = {
  /** The list of an e-shop's places (its other list state, page, sort, view, is added by the list). */
  places: (eshopId?: string) => withQuery(routes.places, { eshop: eshopId }),
  /** The list with a whole query string (from URLSearchParams). */
  placesWith: (search: URLSearchParams | string) => `${routes.places}?${search.toString()}`,
  place: (id: string) => `${routes.places}/${id}`,
  /** A new place; `from`: starting as a copy of that place ("Duplicate this place"). */
  newPlace: (eshopId?: string, from?: string) => withQuery(routes.newPlace, { eshop: eshopId, from }),
  orders: () => routes.orders,
  order: (id: string) => `${routes.orders}/${id}`,
  /** Every bulk job of an e-shop (the e-shop worked on, without one named). */
  activity: (eshopId?: string) => withQuery(routes.activity, { eshop: eshopId }),
  /** What the platform sent that this version does not know (administrators). */
  platformDrift: () => routes.platformDrift,
  /** The e-shop's recently deleted places, to restore (whoever may restore; under /admin). */
  adminDeletedPlaces: (eshopId?: string) => withQuery(routes.adminDeletedPlaces, { eshop: eshopId }),
  /** The audit log with its filters (administrators). */
  adminAudit: (search?: URLSearchParams) =>
    search?.size ? `${routes.adminAudit}?${search.toString()}` : routes.adminAudit,
  /** The local accounts (administrators). */
  adminUsers: () => routes.adminUsers,
  signIn: (returnTo?: string) => withQuery(routes.signIn, { returnTo }),
  signOut: () => routes.signOut,
  /** The BFF's start of connecting the user's platform account (a full navigation, not the router). */
  platformConnect: (returnTo: string) => withQuery('/auth/platform/connect', { returnTo }),
} as const;

/** Whether an address (a pathname) is on one of the app's sections. */
export const isOnPlaces = (pathname: string) => pathname.startsWith(routes.places);
export const isOnOrders = (pathname: string) => pathname.startsWith(routes.orders);
export const isOnActivity = (pathname: string) => pathname.startsWith(routes.activity);
export const isOnPlatformDrift = (pathname: string) => pathname.startsWith(routes.platformDrift);
export const isOnAdmin = (pathname: string) =>
  pathname.startsWith(`${routes.admin}/`) || pathname === routes.admin;
