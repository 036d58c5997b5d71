// Recently looked-up orders, per signed-in user, in this browser (ids only, no order data).

const MAX = 8;
const key = (username: string) => `pickup-desk.recent-orders.${username}`;

export function recentOrders(username: string): string[] {
  try {
    const list = JSON.parse(localStorage.getItem(key(username)) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

export function rememberOrder(username: string, id: string) {
  const next = [id, ...recentOrders(username).filter((x) => x !== id)].slice(0, MAX);
  localStorage.setItem(key(username), JSON.stringify(next));
}
