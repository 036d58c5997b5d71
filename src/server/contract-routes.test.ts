import Fastify, { type FastifyRequest, type HookHandlerDoneFunction } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkPathFirst,
  contractRoutes,
  inputAnswer,
  InvalidInput,
  useContractSchemas,
  type InputWording,
} from './contract-routes';

// The request lifecycle both servers share: a route's schema is checked before its handler, and
// input that does not match never reaches it (the handler below would crash on it); the app's one
// error handler answers it in the wording the route declares; a route's hooks run before the check
// (a refusal tells nothing about the input), and checkPathFirst answers a bad path before them.

class Answer extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super('answer');
  }
}

const fieldsOf = (invalid: InvalidInput) => invalid.issues.issues.map((i) => i.path.join('.'));
const plain: InputWording = (invalid) =>
  new Answer(400, { wording: 'plain', part: invalid.part, fields: fieldsOf(invalid) });
const own: InputWording = (invalid) => new Answer(400, { wording: 'own', fields: fieldsOf(invalid) });

/** A hook that refuses a request without the `x-key` header, as a sign-in or API key check does. */
const keyed = (request: FastifyRequest, _reply: unknown, done: HookHandlerDoneFunction) =>
  done(request.headers['x-key'] === 'yes' ? undefined : new Answer(401, { refused: 'key' }));

describe('contract routes', () => {
  const app = Fastify();
  const ran: string[] = [];

  beforeAll(async () => {
    useContractSchemas(app);
    app.setErrorHandler((thrown: Error, request, reply) => {
      const error = thrown instanceof InvalidInput ? inputAnswer(thrown, request, plain) : thrown;
      if (error instanceof Answer) return reply.code(error.status).send(error.body);
      return reply.code(500).send({ unexpected: error.message });
    });
    const api = contractRoutes(app);
    const body = z.object({ name: z.string().min(1), size: z.number().int() });
    api.post('/shout', { schema: { body } }, async (request) => {
      ran.push('shout');
      return { shout: request.body.name.toUpperCase(), twice: request.body.size * 2 };
    });
    api.get(
      '/own/:id',
      { schema: { params: z.object({ id: z.uuid() }) }, config: { invalidInput: own } },
      async (request) => {
        ran.push('own');
        return { id: request.params.id.toUpperCase() };
      },
    );
    const keyedRoute = { schema: { params: z.object({ id: z.uuid() }), body }, preValidation: keyed };
    api.post('/keyed/:id', keyedRoute, async (request) => {
      ran.push('keyed');
      return { name: request.body.name.toUpperCase() };
    });
    const pathFirst = { ...keyedRoute, preValidation: [checkPathFirst, keyed] };
    api.post('/path-first/:id', pathFirst, async (request) => {
      ran.push('path-first');
      return { name: request.body.name.toUpperCase() };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const ID = '6f1c4a4e-6b8e-4f5f-9c39-2f1f0b1c7d2a';
  const post = (url: string, payload: unknown, key = 'yes') =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-key': key } });

  it('never runs a handler with input that does not match: the 400 names the part and the fields', async () => {
    ran.length = 0;
    for (const payload of [{ name: 42, size: 1 }, { size: 1.5 }, {}]) {
      const res = await post('/shout', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ wording: 'plain', part: 'body' });
    }
    expect((await post('/shout', { name: 42, size: 'x' })).json().fields).toEqual(['name', 'size']);
    expect(ran).toEqual([]);
    const ok = await post('/shout', { name: 'hi', size: 2 });
    expect(ok.json()).toEqual({ shout: 'HI', twice: 4 });
    expect(ran).toEqual(['shout']);
  });

  it('answers in the wording the route declares', async () => {
    ran.length = 0;
    const res = await app.inject(`/own/not-a-uuid`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ wording: 'own', fields: ['id'] });
    expect(ran).toEqual([]);
  });

  it('runs a route’s preValidation hook before the input is checked', async () => {
    ran.length = 0;
    expect((await post('/keyed/not-a-uuid', {}, 'no')).json()).toEqual({ refused: 'key' });
    expect((await post(`/keyed/${ID}`, {}, 'no')).statusCode).toBe(401);
    expect((await post(`/keyed/${ID}`, { name: '' })).json()).toMatchObject({ part: 'body' });
    expect(ran).toEqual([]);
  });

  it('answers a bad path before the hooks declared after checkPathFirst, a bad body after them', async () => {
    ran.length = 0;
    expect((await post('/path-first/not-a-uuid', {}, 'no')).json()).toMatchObject({ part: 'params' });
    expect((await post(`/path-first/${ID}`, {}, 'no')).json()).toEqual({ refused: 'key' });
    expect((await post(`/path-first/${ID}`, { name: 1 })).json()).toMatchObject({ part: 'body' });
    expect(ran).toEqual([]);
    expect((await post(`/path-first/${ID}`, { name: 'a', size: 1 })).json()).toEqual({ name: 'A' });
    expect(ran).toEqual(['path-first']);
  });
});
