import { ErrorEnvelopeSchema } from '@/contract/common';
import { OrderSchema } from '@/contract/orders/order';
import { findingLines, findingsOf, newTally, tally } from './drift-tally';
import { jsonOf, type Heard } from './http';
import { check, type Check } from './report';
import { NO_SUCH_ID, ORDERS, guarded, looksCzech, ordersCall, type PreflightConfig } from './platform';

// The order lookup (spec 001, 4.1, 5 and 7): the Basic token, a bad Basic or Bearer refused 401
// (a Bearer one with WWW-Authenticate invalid_token and the envelope, 5.8, which is what makes the
// BFF refresh a user's token), the error envelope on a bad request, Czech, and an order's drift.

const envelopeOf = (answer: Heard) => ErrorEnvelopeSchema.safeParse(jsonOf(answer)).data;

export function tokenAccepted(config: PreflightConfig, orderId?: string): Promise<Check> {
  const title = 'Basic token (REST_API_TOKEN) reads orders';
  return guarded('orders.token', title, async () => {
    if (!config.rest?.basicToken)
      return check(
        'orders.token',
        title,
        'skipped',
        'no REST_API_TOKEN: orders are read with users’ OAuth tokens only',
      );
    const answer = await ordersCall(config, `${ORDERS}/${orderId ?? NO_SUCH_ID}`);
    if (answer.status === 401 || answer.status === 403)
      return check('orders.token', title, 'fail', `refused ${answer.status}: the order screen cannot work`);
    const expected = orderId ? [200] : [200, 404];
    return expected.includes(answer.status)
      ? check(
          'orders.token',
          title,
          'pass',
          `${answer.status} for ${orderId ? 'the order' : 'an unknown order'}`,
        )
      : check('orders.token', title, 'fail', `answered ${answer.status}`);
  });
}

export function badCredentialsRefused(config: PreflightConfig): Promise<Check> {
  const title = 'A bad Basic or Bearer token is refused 401, Bearer with WWW-Authenticate';
  return guarded('orders.bad-credentials', title, async () => {
    const path = `${ORDERS}/${NO_SUCH_ID}`;
    const basic = await ordersCall(config, path, {}, 'Basic preflight-not-a-token');
    const bearer = await ordersCall(config, path, {}, `Bearer ${'0'.repeat(40)}`);
    const seen = `Basic: ${basic.status}, Bearer: ${bearer.status}`;
    if (basic.status < 400 || bearer.status < 400 || bearer.status === 404)
      return check(
        'orders.bad-credentials',
        title,
        'fail',
        `${seen}: orders are served without valid credentials`,
      );
    if (basic.status !== 401 || bearer.status !== 401)
      return check('orders.bad-credentials', title, 'drift', `${seen}, not 401`);
    const challenge = bearer.headers['www-authenticate'] ?? '';
    const envelope = envelopeOf(bearer);
    if (!/^Bearer\b/i.test(challenge) || !/invalid_token/.test(challenge))
      return check(
        'orders.bad-credentials',
        title,
        'drift',
        `${seen}; the Bearer refusal's WWW-Authenticate is "${challenge}", not Bearer … error="invalid_token": a user's token rejected before its expiry is not refreshed`,
      );
    return envelope && envelope.errors.length === 0
      ? check('orders.bad-credentials', title, 'pass', `${seen}; ${challenge}`)
      : check(
          'orders.bad-credentials',
          title,
          'drift',
          `${seen}; the Bearer refusal carries no envelope with empty errors`,
        );
  });
}

const badOrderRequest = (config: PreflightConfig, language: string) =>
  ordersCall(config, `${ORDERS}/not-an-order-id`, { headers: { 'accept-language': language } });

export function errorEnvelope(config: PreflightConfig): Promise<Check> {
  const title = 'Error envelope {code, status: "error", message, errors} on a bad request';
  return guarded('orders.envelope', title, async () => {
    if (!config.rest?.basicToken)
      return check('orders.envelope', title, 'skipped', 'no REST_API_TOKEN to ask with');
    const answer = await badOrderRequest(config, 'en');
    const envelope = envelopeOf(answer);
    if (answer.status !== 400 && answer.status !== 404)
      return check('orders.envelope', title, 'drift', `a bad order id answered ${answer.status}`);
    return envelope
      ? check('orders.envelope', title, 'pass', `${answer.status} "${envelope.message}"`)
      : check(
          'orders.envelope',
          title,
          'drift',
          `the ${answer.status} is no envelope: users see a general message`,
        );
  });
}

export function czechEnvelope(config: PreflightConfig): Promise<Check> {
  const title = 'Accept-Language: cs answered in Czech (orders)';
  return guarded('orders.czech', title, async () => {
    if (!config.rest?.basicToken)
      return check('orders.czech', title, 'skipped', 'no REST_API_TOKEN to ask with');
    const [en, cs] = [
      envelopeOf(await badOrderRequest(config, 'en')),
      envelopeOf(await badOrderRequest(config, 'cs')),
    ];
    const text = (e: typeof en) => [e?.message, ...(e?.errors.map((x) => x.message) ?? [])].join(' ');
    return cs && text(cs) !== text(en) && looksCzech(text(cs))
      ? check('orders.czech', title, 'pass', `"${cs.message}"`)
      : check(
          'orders.czech',
          title,
          'drift',
          'answered in English: Czech users read the platform’s messages in English',
        );
  });
}

export function orderDrift(config: PreflightConfig, orderId?: string): Promise<Check> {
  const title = 'The order carries only values, fields and nulls this version knows';
  return guarded('orders.drift', title, async () => {
    if (!orderId) return check('orders.drift', title, 'skipped', 'no --order given');
    if (!config.rest?.basicToken)
      return check('orders.drift', title, 'skipped', 'no REST_API_TOKEN to read it with');
    const answer = await ordersCall(config, `${ORDERS}/${encodeURIComponent(orderId)}`);
    const body = jsonOf(answer);
    if (answer.status !== 200 || typeof (body as { id?: unknown })?.id !== 'string')
      return check(
        'orders.drift',
        title,
        'fail',
        `order ${orderId} answered ${answer.status} without an order`,
      );
    const t = newTally();
    tally(t, OrderSchema, body, `order ${orderId}`);
    const lines = findingLines(t, 'order');
    const result = (verdict: 'pass' | 'drift', reason: string) => ({
      ...check('orders.drift', title, verdict, reason, lines),
      findings: findingsOf(t),
    });
    // The BFF relays an order with a string id as it is and the order screen shows what it knows,
    // so an order outside the documents is drift, named by its first difference.
    if (t.unreadable) return result('drift', `outside the documents: ${t.firstUnreadable}`);
    return t.findings.size
      ? result('drift', `${t.findings.size} unknown field(s) or null(s)`)
      : result('pass', 'nothing unknown');
  });
}
