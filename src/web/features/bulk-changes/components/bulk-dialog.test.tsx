// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Job, JobPreview } from '@/contract/desk/bulk-jobs';
import type { Language } from '@/contract/languages';
import { fakeBff, type Answer, type SentRequest } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import BulkDialog from './bulk-dialog';

// The bulk change: choose an action, see what it would do to the selected places, then start it.
// The BFF is faked at fetch: it answers the preview (a dry run) and the start of the job.

const ESHOP = '11111111-1111-4111-8111-111111111111';
const IDS = [
  'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1',
  'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2',
  'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa3',
];

const PREVIEW: JobPreview = {
  selected: 3,
  changing: 2,
  unchanged: 1,
  sample: [
    {
      placeId: IDS[0]!,
      name: 'Brno Main Square',
      changes: [{ field: 'storageTimeInDays', before: 7, after: 10 }],
    },
  ],
  notes: [],
};

const JOB = { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1', eshopId: ESHOP } as Job;

const WORDS = {
  en: {
    title: 'Change 3 places',
    action: 'Action',
    storageTime: 'Set storage time',
    days: 'Storage time in days',
    reason: 'Reason',
    preview: 'Preview',
    counts: '2 will change, 1 already have it (skipped).',
    sample: 'Storage time: 7 days → 10 days',
    more: '…and 1 more',
    start: (n: number) => `Start (${n})`,
    cancel: 'Cancel',
    pins: 'Place pins from addresses',
    pinsHelp: /^Places without a pin, or with one more than 20 km/,
    pinMoved:
      'Address: Vodičkova 12, 110 00, Praha · 49.1951, 16.6068 → Vodičkova 12, 110 00, Praha · 50.0875, 14.4213',
    notFound: 'its address was not found: the pin stays as it is',
  },
  cs: {
    title: 'Změnit 3 místa',
    action: 'Akce',
    storageTime: 'Nastavit úložní dobu',
    days: 'Úložní doba ve dnech',
    reason: 'Důvod',
    preview: 'Náhled',
    counts: 'Změní se: 2, už to má (přeskočeno): 1.',
    sample: 'Úložní doba: 7 dní → 10 dní',
    more: '…a dalších 1',
    start: (n: number) => `Spustit (${n})`,
    cancel: 'Zrušit',
    pins: 'Umístit špendlíky podle adres',
    pinsHelp: /^Místa bez špendlíku nebo se špendlíkem dál než 20 km/,
    pinMoved:
      'Adresa: Vodičkova 12, 110 00, Praha · 49.1951, 16.6068 → Vodičkova 12, 110 00, Praha · 50.0875, 14.4213',
    notFound: 'adresa nebyla nalezena: špendlík zůstane, kde je',
  },
} satisfies Record<Language, unknown>;

/** The BFF's jobs endpoint: a dry run answers `preview`, a start answers the job. */
const jobsEndpoint =
  (preview: Answer = [200, PREVIEW]) =>
  ({ method, path, body }: SentRequest): Answer => {
    if (method !== 'POST' || path !== '/bff/jobs') return [404, { title: 'Not faked' }];
    return (body as { dryRun?: boolean }).dryRun ? preview : [201, JOB];
  };

async function open(language: Language, answer = jobsEndpoint()) {
  const sent = fakeBff(answer);
  const handlers = { onClose: vi.fn(), onStarted: vi.fn() };
  const view = await renderInApp(
    <BulkDialog eshopId={ESHOP} selection={{ ids: IDS }} count={3} mayDelete={false} {...handlers} />,
    { language },
  );
  return { ...view, ...handlers, sent };
}

describe.each(['en', 'cs'] as const)('the bulk change dialog in %s', (language) => {
  const w = WORDS[language];

  it('previews the change per place, then starts it as a job', async () => {
    const { user, sent, onStarted } = await open(language);
    const dialog = screen.getByRole('dialog', { name: w.title });
    expect(within(dialog).getByRole('button', { name: w.start(0) })).toHaveProperty('disabled', true);

    await user.click(within(dialog).getByRole('combobox', { name: w.action }));
    await user.click(screen.getByRole('option', { name: w.storageTime }));
    const days = within(dialog).getByRole('spinbutton', { name: w.days });
    await user.clear(days);
    await user.type(days, '10');
    await user.click(within(dialog).getByRole('button', { name: w.preview }));

    const preview = await within(dialog).findByRole('region', { name: w.preview });
    expect(within(preview).getByText(w.counts)).toBeDefined();
    expect(within(preview).getByText('Brno Main Square')).toBeDefined();
    expect(within(preview).getByText(w.sample)).toBeDefined();
    expect(within(preview).getByText(w.more)).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: w.start(2) }));
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledWith(JOB));
    expect(sent.map((r) => r.body)).toEqual([
      { eshopId: ESHOP, selection: { ids: IDS }, action: { kind: 'storageTime', days: 10 }, dryRun: true },
      { eshopId: ESHOP, selection: { ids: IDS }, action: { kind: 'storageTime', days: 10 } },
    ]);
    expect(sent[0]?.headers['accept-language']).toBe(language);
  });

  it('places pins from addresses: says what it does, shows the pin found and an address not found', async () => {
    const location = (latitude: string, longitude: string) => ({
      line1: 'Vodičkova 12',
      city: 'Praha',
      zipCode: '110 00',
      gps: { latitude, longitude },
    });
    const pinsPreview: JobPreview = {
      selected: 3,
      changing: 2,
      unchanged: 1,
      sample: [
        {
          placeId: IDS[0]!,
          name: 'Vodičkova',
          changes: [
            {
              field: 'location',
              before: location('49.1951', '16.6068'),
              after: location('50.0875', '14.4213'),
            },
          ],
        },
        { placeId: IDS[1]!, name: 'Na návsi', changes: [], notFound: true },
      ],
      notes: [],
    };
    const { user, sent } = await open(language, jobsEndpoint([200, pinsPreview]));
    const dialog = screen.getByRole('dialog', { name: w.title });
    await user.click(within(dialog).getByRole('combobox', { name: w.action }));
    await user.click(screen.getByRole('option', { name: w.pins }));
    expect(within(dialog).getByText(w.pinsHelp)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: w.preview }));
    const preview = await within(dialog).findByRole('region', { name: w.preview });
    expect(within(preview).getByText(w.pinMoved)).toBeDefined();
    expect(within(preview).getByText(w.notFound)).toBeDefined();
    expect(sent[0]?.body).toMatchObject({ action: { kind: 'placePins' }, dryRun: true });
  });

  it('shows the refusal of an incomplete action, and starts nothing', async () => {
    const problem = {
      en: { title: 'Invalid request', detail: 'reason: Required' },
      cs: { title: 'Neplatný požadavek', detail: 'reason: Povinné' },
    }[language];
    const { user, sent } = await open(language, jobsEndpoint([400, { status: 400, ...problem }]));
    // "Close temporarily" without its reason.
    expect(screen.getByRole('textbox', { name: w.reason })).toHaveProperty('required', true);
    await user.click(screen.getByRole('button', { name: w.preview }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(problem.title);
    expect(alert.textContent).toContain(problem.detail);
    expect(screen.getByRole('button', { name: w.start(0) })).toHaveProperty('disabled', true);
    expect(sent).toHaveLength(1);
  });
});

describe('the bulk change dialog, cancelled or used by keyboard', () => {
  const w = WORDS.en;

  it('drops a preview once the action changes, so an old preview cannot be started', async () => {
    const { user } = await open('en');
    await user.type(screen.getByRole('textbox', { name: w.reason }), 'Flood');
    await user.click(screen.getByRole('button', { name: w.preview }));
    await screen.findByRole('region', { name: w.preview });
    await user.type(screen.getByRole('textbox', { name: w.reason }), ' damage');
    expect(screen.queryByRole('region', { name: w.preview })).toBeNull();
    expect(screen.getByRole('button', { name: w.start(0) })).toHaveProperty('disabled', true);
  });

  it('cancels without sending anything', async () => {
    const { user, sent, onClose, onStarted } = await open('en');
    await user.type(screen.getByRole('textbox', { name: w.reason }), 'Flood');
    await user.click(screen.getByRole('button', { name: w.cancel }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onStarted).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('closes on Escape without sending anything', async () => {
    const { user, sent, onClose } = await open('en');
    await user.click(screen.getByRole('textbox', { name: w.reason }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(sent).toEqual([]);
  });

  it('is chosen, previewed and started with the keyboard alone', async () => {
    const { user, onStarted } = await open('en');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: w.action }));
    await user.keyboard('{Enter}');
    // The list opens on the chosen action; "Set storage time" is five further down.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: w.action }).textContent).toBe(w.storageTime);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: w.days }));
    await user.keyboard('{Backspace}14');
    await user.tab(); // how the days count
    await user.tab(); // Cancel
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: w.preview }));
    await user.keyboard('{Enter}');
    await screen.findByRole('region', { name: w.preview });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: w.start(2) }));
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledWith(JOB));
  });
});
