import { beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '@/testing/expect-problem';
import { signedIn } from '@/testing/signed-in';
import type { BrowserClient } from '@/testing/stack';
import { useStack } from '@/testing/use-stack';
import { createAuditLog } from '../store/audit';

// The audit log filtered (who, what, which place, when) and exported as CSV with the same filters
// through HTTP: newest first, a formula typed as a name kept as text, 400 naming a bad filter, and
// only for administrators.

const stack = useStack();
const PLACE = '11111111-1111-4111-8111-111111111111';

describe('the audit log’s filters and its CSV', () => {
  let admin: BrowserClient;
  beforeAll(async () => {
    admin = await signedIn(stack(), 'admin');
    const audit = createAuditLog(stack().bff.db);
    await audit.record({
      username: 'petr',
      role: 'staff',
      operation: 'place.update',
      target: PLACE,
      status: 200,
    });
    await audit.record({
      username: 'Petr',
      role: 'staff',
      operation: 'place.delete',
      target: PLACE,
      status: 204,
    });
    await audit.record({
      username: '=HYPERLINK("x")',
      role: 'staff',
      operation: 'place.updated',
      status: 403,
    });
    await audit.record({
      username: 'anna',
      role: 'admin',
      operation: 'user.add',
      target: 'jana',
      status: 201,
    });
  });
  const ops = (res: { data: { items: { operation: string }[] } }) => res.data.items.map((e) => e.operation);

  it('filters by user (without case), operation or its group, place and time', async () => {
    expect(ops(await admin.fetch('/bff/audit?username=PETR'))).toEqual(['place.delete', 'place.update']);
    expect(ops(await admin.fetch('/bff/audit?operation=place&username=petr'))).toEqual([
      'place.delete',
      'place.update',
    ]);
    // A group is the name's first part: `place.update` is not `place.updated`'s.
    expect(ops(await admin.fetch('/bff/audit?operation=place.update'))).toEqual(['place.update']);
    expect(ops(await admin.fetch(`/bff/audit?place=${PLACE}`))).toEqual(['place.delete', 'place.update']);
    const soon = new Date(Date.now() + 60_000).toISOString();
    expect(ops(await admin.fetch(`/bff/audit?from=${soon}`))).toEqual([]);
    expect(ops(await admin.fetch(`/bff/audit?to=${encodeURIComponent(soon)}&username=anna`))).toEqual([
      'user.add',
    ]);
    // Without filters, as before them.
    expect((await admin.fetch('/bff/audit?limit=2')).data.items).toHaveLength(2);
  });

  it('exports the matches as CSV, newest first, formulas kept as text', async () => {
    const res = await admin.fetch('/bff/audit/export.csv?operation=place');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('id,at,username,role,operation,target,status,outcome');
    expect(lines.slice(1).map((l) => l.split(',')[4])).toEqual([
      'place.updated',
      'place.delete',
      'place.update',
    ]);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toMatch(/,denied$/);
  });

  it('answers 400 naming a bad filter, 403 for staff', async () => {
    for (const [query, field] of [
      ['from=yesterday', 'from'],
      ['place=abc', 'place'],
      ['operation=a%25b', 'operation'],
    ]) {
      const res = await admin.fetch(`/bff/audit/export.csv?${query}`);
      expectProblem(res, 400);
      expect(res.data.properties.errors.map((e: { field: string }) => e.field)).toEqual([field]);
      expectProblem(await admin.fetch(`/bff/audit?${query}`), 400);
    }
    const staff = await signedIn(stack(), 'staff');
    expectProblem(await staff.fetch('/bff/audit/export.csv'), 403);
    expectProblem(await staff.fetch('/bff/audit'), 403);
  });
});
