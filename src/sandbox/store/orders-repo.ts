import { OrderSchema, type Order } from '@/contract/orders/order';
import { checkedStoredJson } from '@/server/stored-json';
import type { AccountId } from './accounts';
import type { Db } from './db';

export function createOrdersRepo(db: Db) {
  const selectOne = db.prepare<[string, AccountId], { doc: string }>(
    'SELECT doc FROM orders WHERE id = ? AND account_id = ?',
  );
  const insert = db.prepare('INSERT INTO orders (id, account_id, doc) VALUES (?, ?, ?)');
  return {
    /** Scoped to the account: another account's order is not found. */
    get(account: AccountId, id: string): Order | undefined {
      const row = selectOne.get(id, account);
      return row ? checkedStoredJson(OrderSchema, row.doc, 'orders.doc') : undefined;
    },
    insertMany(rows: { accountId: AccountId; order: Order }[]) {
      db.transaction(() =>
        rows.forEach((r) => insert.run(r.order.id, r.accountId, JSON.stringify(r.order))),
      )();
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
