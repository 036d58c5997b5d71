import { describe, expect, it } from 'vitest';
import { answerVerdicts } from './answer-verdicts';

const body = (text: string) => Buffer.from(text);

describe('answer verdicts', () => {
  it('spares the check of bytes that passed before, and only of those', () => {
    const verdicts = answerVerdicts();
    let judged = 0;
    const pass = () => (judged++, true);
    expect(verdicts.check(body('{"id":1}'), '', pass)).toBe(true);
    expect(verdicts.check(body('{"id":1}'), '', pass)).toBe(true);
    expect(judged).toBe(1);
    // One byte more, or the same bytes under another encoding, is another answer.
    expect(verdicts.check(body('{"id":1} '), '', pass)).toBe(true);
    expect(verdicts.check(body('{"id":1}'), 'gzip', pass)).toBe(true);
    expect(judged).toBe(3);
  });

  it('judges a failed answer, and one whose check threw, every time it comes', () => {
    const verdicts = answerVerdicts();
    let judged = 0;
    const fail = () => (judged++, false);
    expect(verdicts.check(body('garbage'), '', fail)).toBe(false);
    expect(verdicts.check(body('garbage'), '', fail)).toBe(false);
    expect(judged).toBe(2);
    const refuse = () => {
      throw new Error('not managed');
    };
    expect(() => verdicts.check(body('{"eshopId":"x"}'), '', refuse)).toThrow('not managed');
    expect(() => verdicts.check(body('{"eshopId":"x"}'), '', refuse)).toThrow('not managed');
  });

  it('keeps at most its bound of digests', () => {
    const verdicts = answerVerdicts(2);
    let judged = 0;
    const pass = () => (judged++, true);
    for (const text of ['a', 'b', 'c', 'a']) verdicts.check(body(text), '', pass);
    // 'c' found the set full and started it again, so 'a' was forgotten and judged anew.
    expect(judged).toBe(4);
  });
});
