// The order's view is a chunk of its own (components/loaded-order.tsx): the lookup alone never loads
// it, and an order's address starts it at the app's start (the router's preload), alongside the
// order's request, as the server names it among the page's preloads (screen `order`).

const importOrderView = () => import('./components/loaded-order');
let pending: ReturnType<typeof importOrderView> | undefined;

/** The order view's module: fetched once, and again after a failure. */
export function loadOrderView() {
  pending ??= importOrderView();
  pending.catch(() => (pending = undefined));
  return pending;
}
