// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBff, type Answer } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { AuditPage } from './audit-page';

// The audit log: its filters from the address, applied with Enter, and the CSV's address with the
// same filters; an empty result said so.

const ENTRY = {
  id: 7,
  at: '2026-11-20T09:30:00.000Z',
  username: 'petr',
  role: 'staff',
  operation: 'place.update',
  target: '11111111-1111-4111-8111-111111111111',
  status: 200,
  outcome: 'success',
};

describe('the audit log screen', () => {
  it('reads its filters from the address and exports with the same ones', async () => {
    const sent = fakeBff((): Answer => [200, { items: [ENTRY] }]);
    await renderInApp(<AuditPage />, { address: '/admin/audit?username=petr&operation=place' });
    expect(await screen.findByText('place.update')).toBeTruthy();
    expect(sent[0]!.path).toBe('/bff/audit?username=petr&operation=place&limit=50');
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/bff/audit/export.csv?username=petr&operation=place');
    expect((screen.getByLabelText('User') as HTMLInputElement).value).toBe('petr');
  });

  it('applies typed filters with Enter, and says when nothing matches', async () => {
    const sent = fakeBff(({ path }): Answer => [200, { items: path.includes('anna') ? [] : [ENTRY] }]);
    const { user } = await renderInApp(<AuditPage />, { address: '/admin/audit' });
    await screen.findByText('place.update');
    await user.type(screen.getByLabelText('User'), 'anna{Enter}');
    expect((await screen.findByRole('status')).textContent).toContain('No entry matches these filters.');
    expect(sent.at(-1)!.path).toBe('/bff/audit?username=anna&limit=50');
  });
});
