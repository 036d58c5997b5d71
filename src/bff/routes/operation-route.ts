import type { Operation } from '@/contract/operations/operation';

/**
 * Where a route answers: its operation's method and path, written once in the contract
 * (src/contract/operations), for `app.route({ ...routeOf(op), schema, handler })`. The web's client
 * calls the same operation, so neither can move without the other (issue 44).
 */
export const routeOf = (op: Operation) => ({ method: op.method, url: op.path });
