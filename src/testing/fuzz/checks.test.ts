import { describe, expect, it } from 'vitest';
import { checkAnswer, checkMethodRefused, checkRefusal } from './checks';
import type { Operation } from './operations';
import type { FuzzAnswer } from './requests';
import { schemaValidator } from './schema-validator';

// The checks on made-up answers: each must catch what it is for, and pass what is right.

const problemSchema = { type: 'object', properties: { status: { type: 'integer' } } };
const op: Operation = {
  method: 'GET',
  path: '/things/{id}',
  parameters: [],
  responses: {
    '200': {
      'application/json': { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    },
    '304': {},
    '4XX': { 'application/problem+json': problemSchema },
  },
};
const validator = schemaValidator({});
const answer = (
  status: number,
  body: unknown,
  type = 'application/json',
  headers: Record<string, string> = {},
): FuzzAnswer => ({
  status,
  headers: { 'content-type': `${type}; charset=utf-8`, ...headers },
  text: body === undefined ? '' : JSON.stringify(body),
});

describe('the fuzzer checks', () => {
  it('takes a media type range (image/*) for each of its types, and no other', () => {
    const image: Operation = { ...op, responses: { '200': { 'image/*': undefined } } };
    const bytes = (type: string): FuzzAnswer => ({
      status: 200,
      headers: { 'content-type': type },
      text: 'x',
    });
    expect(checkAnswer(image, bytes('image/jpeg'), validator)).toEqual([]);
    expect(checkAnswer(image, bytes('text/html'), validator)[0]).toMatch(/documented as image\/\*/);
    expect(checkAnswer(image, bytes('imagex/png'), validator)[0]).toMatch(/documented as image\/\*/);
  });

  it('passes a documented answer and catches a 5xx, an undocumented status, a wrong type and a wrong body', () => {
    expect(checkAnswer(op, answer(200, { id: 'a' }), validator)).toEqual([]);
    expect(checkAnswer(op, answer(404, { status: 404 }, 'application/problem+json'), validator)).toEqual([]);
    expect(checkAnswer(op, { status: 304, headers: {}, text: '' }, validator)).toEqual([]);
    expect(checkAnswer(op, answer(500, { status: 500 }), validator)[0]).toMatch(/answered 500/);
    expect(checkAnswer(op, answer(201, { id: 'a' }), validator)[0]).toMatch(/not among 200, 304, 4XX/);
    expect(checkAnswer(op, answer(404, { status: 404 }), validator)[0]).toMatch(
      /documented as application\/problem\+json/,
    );
    expect(checkAnswer(op, answer(200, { id: 1 }), validator)[0]).toMatch(/off its schema.*id/);
    expect(checkAnswer(op, answer(304, { id: 'a' }), validator)[0]).toMatch(
      /body the document does not describe/,
    );
  });

  it('wants a refusal of an invalid input to be a 4xx naming the field, unless refused earlier', () => {
    const named = answer(400, { properties: { errors: [{ field: 'location.gps.latitude' }] } });
    expect(checkRefusal(named, 'location.gps.latitude', [404])).toEqual([]);
    expect(checkRefusal(named, 'name', [404])[0]).toMatch(/without naming name/);
    expect(checkRefusal(answer(201, {}), 'name', [404])[0]).toMatch(/answered 201 to an invalid name/);
    expect(checkRefusal(answer(404, {}), 'name', [404])).toEqual([]);
    expect(checkRefusal(answer(404, {}), 'name', [])[0]).toMatch(/without naming name/);
  });

  it('wants 405 with an Allow of exactly the documented methods, HEAD with GET', () => {
    expect(
      checkMethodRefused(answer(405, {}, 'application/json', { allow: 'GET, HEAD, PATCH' }), [
        'GET',
        'PATCH',
      ]),
    ).toEqual([]);
    expect(checkMethodRefused(answer(404, {}), ['GET'])[0]).toMatch(/answered 404, not 405/);
    expect(checkMethodRefused(answer(405, {}, 'application/json', { allow: 'GET' }), ['GET'])[0]).toMatch(
      /expected GET, HEAD/,
    );
    expect(
      checkMethodRefused(answer(405, {}, 'application/json', { allow: 'POST, PUT' }), ['POST'])[0],
    ).toMatch(/Allow is "POST, PUT"/);
  });
});
