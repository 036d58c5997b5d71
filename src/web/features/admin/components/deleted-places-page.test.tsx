// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeletedPlace } from '@/contract/desk/deleted-places';
import { fakeBff, type Answer } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { DeletedPlacesPage } from './deleted-places-page';

// The recently deleted places: each with Restore, then a link to the restored place; a restore
// refused (restored meanwhile) says why; empty and failed lists; "Show more" pages on.

const ESHOP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1';
const OLD = '11111111-1111-4111-8111-111111111111';
const NEW = '22222222-2222-4222-8222-222222222222';
const place = (entryId: number, fields: Partial<DeletedPlace> = {}): DeletedPlace => ({
  entryId,
  placeId: OLD,
  name: 'Brno Zoo',
  city: 'Brno',
  deletedBy: 'petr',
  deletedAt: '2026-11-20T09:30:00.000Z',
  restoredAs: null,
  ...fields,
});

const render = () => renderInApp(<DeletedPlacesPage eshopId={ESHOP} eshopName="Demo" />);

describe('the recently deleted places', () => {
  it('restores a place and links the new one', async () => {
    let restored = false;
    const sent = fakeBff(({ method, path }): Answer => {
      if (method === 'POST' && path === `/bff/places/${OLD}/restore`) {
        restored = true;
        return [201, { placeId: NEW, entry: {} }];
      }
      return [200, { items: [place(5, { restoredAs: restored ? NEW : null })], next: null }];
    });
    const { user } = await render();
    const card = await screen.findByRole('listitem', { name: 'Brno Zoo' });
    expect(card.textContent).toContain('Deleted by petr');
    await user.click(within(card).getByRole('button', { name: 'Restore Brno Zoo' }));
    const link = await within(card).findByRole('link', { name: 'Open the restored place' });
    expect(link.getAttribute('href')).toBe(`/places/${NEW}`);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toContain(
      `GET /bff/places/deleted?eshopId=${ESHOP}&limit=25`,
    );
  });

  it('says why a restore was refused', async () => {
    fakeBff(({ method }): Answer =>
      method === 'POST'
        ? [
            409,
            { status: 409, title: 'Cannot restore this place', detail: 'This place was restored already.' },
          ]
        : [200, { items: [place(5)], next: null }],
    );
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Restore Brno Zoo' }));
    expect(await screen.findByText('This place was restored already.')).toBeTruthy();
  });

  it('pages on with Show more', async () => {
    fakeBff(({ path }): Answer =>
      path.includes('before=5')
        ? [200, { items: [place(3, { name: 'Olomouc' })], next: null }]
        : [200, { items: [place(5)], next: 5 }],
    );
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('listitem', { name: 'Olomouc' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when nothing was deleted', async () => {
    fakeBff((): Answer => [200, { items: [], next: null }]);
    await render();
    expect((await screen.findByRole('status')).textContent).toContain(
      'No place of this e-shop has been deleted.',
    );
  });

  it('shows a failure with Retry', async () => {
    fakeBff((): Answer => [500, { status: 500, title: 'Server error', detail: 'Broken.' }]);
    await render();
    expect(await screen.findByText('The deleted places could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
