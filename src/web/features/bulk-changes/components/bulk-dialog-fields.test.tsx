// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Job, JobPreview } from '@/contract/desk/bulk-jobs';
import { fakeBff, type SentRequest } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import BulkDialog from './bulk-dialog';

// Issue 45: weekly hours day by day (a day left unchanged is not sent) and fields set on every
// place (a field left empty is not sent), with the BFF faked at fetch.

const ESHOP = '11111111-1111-4111-8111-111111111111';
const IDS = ['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1'];
const JOB = { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1', eshopId: ESHOP } as Job;
const PREVIEW: JobPreview = {
  selected: 1,
  changing: 1,
  unchanged: 0,
  sample: [
    {
      placeId: IDS[0]!,
      name: 'Brno Main Square',
      changes: [
        {
          field: 'openingHours',
          before: { regular: { saturday: [] }, exceptions: [] },
          after: { regular: { saturday: [{ from: '09:00', to: '12:00' }] }, exceptions: [] },
        },
      ],
    },
  ],
  notes: [],
};

async function open(language: 'en' | 'cs' = 'en') {
  const sent = fakeBff(({ body }: SentRequest) =>
    (body as { dryRun?: boolean }).dryRun ? [200, PREVIEW] : [201, JOB],
  );
  const onStarted = vi.fn();
  const view = await renderInApp(
    <BulkDialog
      eshopId={ESHOP}
      selection={{ ids: IDS }}
      count={1}
      mayDelete={false}
      onClose={vi.fn()}
      onStarted={onStarted}
    />,
    { language },
  );
  const choose = async (label: string, option: string) => {
    await view.user.click(screen.getByRole('combobox', { name: label }));
    await view.user.click(screen.getByRole('option', { name: option }));
  };
  return { ...view, sent, onStarted, choose };
}

const actionsSent = (sent: SentRequest[]) => sent.map((r) => (r.body as { action: unknown }).action);

describe('bulk weekly hours, day by day', () => {
  it('leaves every day unchanged until one is set, and sends only Saturday', async () => {
    const { user, sent, choose, onStarted } = await open();
    await choose('Action', 'Set weekly hours');
    for (const day of ['Monday', 'Friday', 'Sunday'])
      expect(screen.getByRole('combobox', { name: day }).textContent).toBe('Leave unchanged');
    expect(screen.queryByRole('textbox', { name: 'Saturday hours' })).toBeNull();
    await choose('Saturday', 'Hours');
    await user.type(screen.getByRole('textbox', { name: 'Saturday hours' }), '09:00-12:00');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Sat closed → 09:00–12:00')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Start (1)' }));
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledWith(JOB), { timeout: 5_000 });
    const saturday = { kind: 'weeklyHours', days: { saturday: [{ from: '09:00', to: '12:00' }] } };
    expect(actionsSent(sent)).toEqual([saturday, saturday]);
  });

  it('closes a day chosen closed, in Czech too', async () => {
    const { user, sent, choose } = await open('cs');
    await choose('Akce', 'Nastavit týdenní otevírací dobu');
    await choose('Neděle', 'Zavřeno');
    await user.click(screen.getByRole('button', { name: 'Náhled' }));
    await screen.findByRole('region', { name: 'Náhled' });
    expect(actionsSent(sent)).toEqual([{ kind: 'weeklyHours', days: { sunday: [] } }]);
  });
});

describe('bulk fields', () => {
  it('sends only the fields filled in', async () => {
    const { user, sent, choose } = await open();
    await choose('Action', 'Set type, phone, e-mail or note');
    expect(screen.getByRole('combobox', { name: 'Type' }).textContent).toBe('Leave unchanged');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+420 601 000 111');
    await choose('Type', 'Parcel box');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Preview' });
    expect(actionsSent(sent)).toEqual([
      { kind: 'setFields', fields: { type: 'PARCEL_BOX', phone: '+420 601 000 111' } },
    ]);
  });

  it('removes the note, its text set aside', async () => {
    const { user, sent, choose } = await open();
    await choose('Action', 'Set type, phone, e-mail or note');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Back door');
    await user.click(screen.getByRole('checkbox', { name: 'Remove the note' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('region', { name: 'Preview' });
    expect(actionsSent(sent)).toEqual([{ kind: 'setFields', fields: { note: null } }]);
  });
});
