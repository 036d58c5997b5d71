// @vitest-environment happy-dom
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '@/contract/desk/place-history';
import type { Language } from '@/contract/languages';
import type { PickupPlace } from '@/contract/places';
import { samplePlace } from '@/testing/fixtures/places';
import { AppProvider } from '@/web/app/provider';
import { DatesProvider } from '@/web/app/provider-dates';
import ThemeFrame from '@/web/app/provider-theme';
import { AppLayout } from '@/web/features/shell/components/app-layout';
import { NotifyProvider } from '@/web/shared/ui/notify';
import { fakeBff, type Answer, type SentRequest } from '@/web/testing/fake-bff';
import { speak } from '@/web/testing/language';
import PlaceEditRoute from './place-edit-route';
import { testConfig } from '@/web/testing/test-config';

/** How long a test waits for what the user should see: the machine may be running other tests. */
const SOON = { timeout: 5_000 };

// The place editor at a place's address, in the signed-in frame with its e-shop chooser, as a user
// meets it: fields checked when left, a refused save listing what to fix, a save sending only what
// changed (with the version it was based on), someone else's save in between, and a question
// before unsaved changes are left behind. The BFF is faked at fetch; the place's version travels
// in the ETag, as the platform's does.

const ESHOP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1';
const OTHER_ESHOP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa2';
const PLACE = samplePlace({ eshopId: ESHOP });
const PLACE_PATH = `/api/v1/pickup-place/${PLACE.id}`;

const SESSION = {
  user: { username: 'staff', role: 'staff' },
  csrfToken: 'csrf-1',
  platform: { connected: false, available: false },
};
const CONFIG = testConfig({
  eshops: [
    { id: ESHOP, name: 'Demo shop' },
    { id: OTHER_ESHOP, name: 'Second shop' },
  ],
});

const WORDS = {
  en: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    storage: 'Storage time (days)',
    required: 'Required',
    badEmail: 'Enter an e-mail address such as name@example.com',
    badPhone: 'Enter a phone number such as +420 222 333 444',
    save: 'Save',
    cancel: 'Cancel',
    fix: 'Some fields need attention',
    saved: 'Place saved',
    unsaved: 'Unsaved changes',
    close: 'Close',
    conflict: 'Someone else saved this place',
    leave: 'Leave without saving?',
    stay: 'Stay',
    discard: 'Leave and discard',
    eshop: 'E-shop',
    history: 'History',
    revert: 'Revert this change',
    reverted: 'Reverted.',
  },
  cs: {
    name: 'Název',
    email: 'E-mail',
    phone: 'Telefon',
    storage: 'Úložní doba (dny)',
    required: 'Povinné',
    badEmail: 'Zadejte e-mailovou adresu, například jmeno@example.cz',
    badPhone: 'Zadejte telefonní číslo, například +420 222 333 444',
    save: 'Uložit',
    cancel: 'Zrušit',
    fix: 'Některá pole je třeba opravit',
    saved: 'Místo uloženo',
    unsaved: 'Neuložené změny',
    close: 'Zavřít',
    conflict: 'Někdo jiný toto místo uložil',
    leave: 'Odejít bez uložení?',
    stay: 'Zůstat',
    discard: 'Odejít a zahodit',
    eshop: 'E-shop',
    history: 'Historie',
    revert: 'Vrátit tuto změnu',
    reverted: 'Vráceno.',
  },
} satisfies Record<Language, unknown>;

/** The platform's copy of the place and its version, as the fake BFF keeps them. */
interface Server {
  place: PickupPlace;
  version: number;
  history: HistoryEntry[];
}

type Answerer = (request: SentRequest, server: Server) => Answer | undefined;

/**
 * The BFF: the session, the config, the place (GET, and PATCH unless `answer` says otherwise) and
 * its history; every answer about the place carries its version as an ETag.
 */
function fakeServer(answer: Answerer = () => undefined, history: HistoryEntry[] = []) {
  const server: Server = { place: PLACE, version: 1, history };
  const sent = fakeBff((request) => {
    const own = answer(request, server);
    if (own) return own;
    const { method, path } = request;
    if (path === '/auth/session') return [200, SESSION];
    if (path === '/bff/config') return [200, CONFIG];
    if (path === `/bff/places/${PLACE.id}/history`) return [200, { items: server.history }];
    if (path === PLACE_PATH && method === 'GET') return [200, server.place];
    if (path === PLACE_PATH && method === 'PATCH') {
      server.place = { ...server.place, ...(request.body as Partial<PickupPlace>) };
      server.version++;
      return [200, server.place];
    }
    return [404, { status: 404, title: `Not faked: ${method} ${path}` }];
  });
  // fakeBff answers JSON only: the place's answers get their version as the platform gives it.
  const answerJson = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await answerJson(input, init);
    if (String(input) !== PLACE_PATH || !res.ok) return res;
    const headers = new Headers(res.headers);
    headers.set('etag', `"v${server.version}"`);
    return new Response(await res.text(), { status: res.status, headers });
  });
  return { sent, server };
}

// The editor is a big screen (a map, a calendar, the week's grid) for happy-dom: give each test room
// on a machine running other test files at once.
vi.setConfig({ testTimeout: 45_000 });
// Testing Library's own waits (findBy…) likewise.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The editor of PLACE in the signed-in frame; the list is a heading to arrive at. */
async function openEditor(language: Language, answer?: Answerer, history?: HistoryEntry[]) {
  await speak(language);
  const { sent, server } = fakeServer(answer, history);
  const frame = (screen: React.ReactNode) => (
    <AppLayout user={SESSION.user} onSignOut={() => {}}>
      {screen}
    </AppLayout>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/places/:id',
        element: frame(
          <DatesProvider>
            <PlaceEditRoute />
          </DatesProvider>,
        ),
      },
      {
        path: '/places/new',
        element: frame(
          <DatesProvider>
            <PlaceEditRoute />
          </DatesProvider>,
        ),
      },
      { path: '/places', element: frame(<h1>The list</h1>) },
    ],
    { initialEntries: [`/places/${PLACE.id}`] },
  );
  render(
    <AppProvider>
      <ThemeFrame>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </ThemeFrame>
    </AppProvider>,
  );
  const user = userEvent.setup();
  // The editor is a big screen (a map, a calendar): a busy machine takes a while to show it.
  await screen.findByRole('heading', { level: 1, name: PLACE.name }, { timeout: 10_000 });
  return { user, sent, server, router };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const writes = (sent: SentRequest[]) => sent.filter((r) => r.method !== 'GET');
/** A dialog's answer: the button pressed, then the dialog gone (the page behind is hidden till then). */
async function answer(user: ReturnType<typeof userEvent.setup>, dialog: string, button: string) {
  await user.click(
    within(screen.getByRole('dialog', { name: dialog })).getByRole('button', { name: button }),
  );
  await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: dialog })).toBeNull(), SOON);
}

describe.each(['en', 'cs'] as const)('the place editor in %s', (language) => {
  const w = WORDS[language];

  it('says a required field is empty once it is left, not while it is typed in', async () => {
    const { user } = await openEditor(language);
    const name = field(w.name);
    await user.clear(name);
    expect(screen.queryByText(w.required)).toBeNull();
    await user.tab();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(w.required);
    await user.type(name, 'Zoo');
    expect(name.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText(w.required)).toBeNull();
  });

  it('says what is wrong with an e-mail or a phone number, on the field', async () => {
    const { user } = await openEditor(language);
    await user.clear(field(w.email));
    await user.type(field(w.email), 'brno@');
    await user.clear(field(w.phone));
    await user.type(field(w.phone), 'call me');
    await user.tab();
    expect(field(w.email).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(w.badEmail)).toBeDefined();
    expect(field(w.phone).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(w.badPhone)).toBeDefined();
  });

  it('refuses to save with errors, lists them in the order of the page, and each link goes to its field', async () => {
    const { user, sent } = await openEditor(language);
    await user.clear(field(w.email));
    await user.type(field(w.email), 'brno@');
    await user.clear(field(w.name));
    await user.click(screen.getByRole('button', { name: w.save }));

    const summary = await screen.findByRole('alert', { name: w.fix });
    const links = within(summary).getAllByRole('button');
    expect(links.map((l) => l.textContent)).toEqual([
      `${w.name}: ${w.required}`,
      `${w.email}: ${w.badEmail}`,
    ]);
    // The first field to fix has the focus; the list takes the user to any other.
    expect(document.activeElement).toBe(field(w.name));
    await user.click(links[1]!);
    expect(document.activeElement).toBe(field(w.email));
    expect(writes(sent)).toEqual([]);

    // Fixed one by one, the list shrinks, and goes once all is well.
    await user.type(field(w.name), 'Zoo');
    expect(
      within(summary)
        .getAllByRole('button')
        .map((l) => l.textContent),
    ).toEqual([`${w.email}: ${w.badEmail}`]);
    await user.type(field(w.email), 'x.cz');
    expect(screen.queryByRole('alert', { name: w.fix })).toBeNull();
  });

  it('saves only what changed, against the version it was based on', async () => {
    const { user, sent } = await openEditor(language);
    await user.type(field(w.name), ' II');
    const days = screen.getByRole('spinbutton', { name: w.storage });
    await user.clear(days);
    await user.type(days, '10');
    expect(screen.getByText(w.unsaved)).toBeDefined();

    await user.click(screen.getByRole('button', { name: w.save }));
    expect(await screen.findByText(w.saved)).toBeDefined();
    const [patch, ...more] = writes(sent);
    expect(more).toEqual([]);
    expect([patch?.method, patch?.path]).toEqual(['PATCH', PLACE_PATH]);
    expect(patch?.body).toEqual({ name: `${PLACE.name} II`, storageTimeInDays: 10 });
    expect(patch?.headers).toMatchObject({
      'if-match': '"v1"',
      'x-csrf-token': 'csrf-1',
      'accept-language': language,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`${PLACE.name} II`);
    expect(screen.queryByText(w.unsaved)).toBeNull();
  });

  it("shows a refusal the user cannot fix on a field, with a close button named in the screen's language", async () => {
    const refusal = { status: 422, title: 'Unprocessable', detail: 'The platform is read-only today.' };
    const { user } = await openEditor(language, ({ method }) =>
      method === 'PATCH' ? [422, refusal] : undefined,
    );
    await user.type(field(w.name), ' II');
    await user.click(screen.getByRole('button', { name: w.save }));
    const alert = await screen.findByText(`${refusal.title}: ${refusal.detail}`);
    const box = alert.closest('[role="alert"]') as HTMLElement;
    await user.click(within(box).getByRole('button', { name: w.close }));
    expect(screen.queryByText(`${refusal.title}: ${refusal.detail}`)).toBeNull();
    // What was typed is still there, to save again.
    expect(field(w.name).value).toBe(`${PLACE.name} II`);
  });
});

describe('the place editor when someone else saved first', () => {
  const w = WORDS.en;
  /** Someone changes the phone on the platform just before the user's first save arrives. */
  const theirsFirst: Answerer = ({ method }, server) => {
    if (method !== 'PATCH' || server.version > 1) return undefined;
    server.place = { ...server.place, phone: '+420 777 888 999' };
    server.version = 2;
    return [412, { status: 412, title: 'Precondition Failed' }];
  };

  it('names what they changed, and saves mine over theirs against their version', async () => {
    const { user, sent } = await openEditor('en', theirsFirst);
    await user.type(field(w.name), ' II');
    await user.click(screen.getByRole('button', { name: w.save }));

    const dialog = await screen.findByRole('dialog', { name: w.conflict });
    // The one field they changed, with their value and the user's (who did not touch the phone).
    const [changed, ...others] = within(dialog).getAllByRole('listitem');
    expect(others).toEqual([]);
    const text = (role: string) =>
      within(changed!)
        .getAllByRole(role)
        .map((e) => e.textContent);
    expect(text('term')).toEqual(['Theirs (on the server)', 'Yours (in the form)']);
    expect(text('definition')).toEqual(['+420 777 888 999', 'unchanged by you']);
    expect(changed!.textContent).toMatch(new RegExp(`^${w.phone}`));
    await user.click(within(dialog).getByRole('button', { name: 'Save mine over theirs' }));
    expect(await screen.findByText(w.saved)).toBeDefined();
    expect(writes(sent).map((r) => [r.headers['if-match'], r.body])).toEqual([
      ['"v1"', { name: `${PLACE.name} II` }],
      ['"v2"', { name: `${PLACE.name} II` }],
    ]);
  });

  it('loads theirs instead, dropping what was typed', async () => {
    const { user, sent } = await openEditor('en', theirsFirst);
    await user.type(field(w.name), ' II');
    await user.click(screen.getByRole('button', { name: w.save }));
    await screen.findByRole('dialog', { name: w.conflict });
    await answer(user, w.conflict, 'Load theirs (discard mine)');
    expect(await screen.findByText('Loaded the latest version from the server')).toBeDefined();
    expect(field(w.name).value).toBe(PLACE.name);
    expect(field(w.phone).value).toBe('+420 777 888 999');
    expect(screen.queryByText(w.unsaved)).toBeNull();
    expect(writes(sent)).toHaveLength(1);
  });
});

describe('the place editor asks before unsaved changes are left behind', () => {
  const w = WORDS.cs;

  it('on Cancel: "Stay" keeps what was typed, "Leave and discard" goes to the list', async () => {
    const { user, router, sent } = await openEditor('cs');
    await user.type(field(w.name), ' II');
    await user.click(screen.getByRole('button', { name: w.cancel }));
    await answer(user, w.leave, w.stay);
    expect(field(w.name).value).toBe(`${PLACE.name} II`);

    await user.click(screen.getByRole('button', { name: w.cancel }));
    await answer(user, w.leave, w.discard);
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/places');
    expect(writes(sent)).toEqual([]);
  });

  it('does not ask when nothing was changed, or a change was undone by hand', async () => {
    const { user } = await openEditor('cs');
    await user.type(field(w.name), 'X');
    await user.keyboard('{Backspace}');
    expect(screen.queryByText(w.unsaved)).toBeNull();
    await user.click(screen.getByRole('button', { name: w.cancel }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeDefined();
    expect(screen.queryByRole('dialog', { name: w.leave })).toBeNull();
  });

  it('when another e-shop is chosen mid-edit: "Stay" keeps the place and its e-shop', async () => {
    const { user, router } = await openEditor('cs');
    await user.type(field(w.name), ' II');
    const eshop = () => screen.getByRole('combobox', { name: w.eshop });
    expect(eshop().textContent).toBe('Demo shop');
    await user.click(eshop());
    await user.click(screen.getByRole('option', { name: 'Second shop' }));

    await answer(user, w.leave, w.stay);
    expect(eshop().textContent).toBe('Demo shop');
    expect(field(w.name).value).toBe(`${PLACE.name} II`);

    await user.click(eshop());
    await user.click(screen.getByRole('option', { name: 'Second shop' }));
    await answer(user, w.leave, w.discard);
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeDefined();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/places?eshop=${OTHER_ESHOP}`,
    );
  });
});

describe("the place editor and its place's history", () => {
  const w = WORDS.en;
  const phoneChange: HistoryEntry = {
    id: 7,
    placeId: PLACE.id,
    at: '2026-11-20T09:30:00.000Z',
    username: 'anna',
    operation: 'update',
    jobId: null,
    revertOf: null,
    changes: [{ field: 'phone', before: '+420 111 222 333', after: PLACE.phone }],
  };
  /** The revert puts the phone back on the platform, as the BFF does. */
  const revertable: Answerer = ({ method, path }, server) => {
    if (method !== 'POST' || path !== `/bff/places/${PLACE.id}/history/7/revert`) return undefined;
    server.place = { ...server.place, phone: '+420 111 222 333' };
    server.version++;
    return [200, { ...phoneChange, id: 8, operation: 'revert', revertOf: 7 }];
  };

  it('takes the reverted place into the form', async () => {
    const { user, sent } = await openEditor('en', revertable, [phoneChange]);
    const history = await screen.findByRole('region', { name: w.history });
    await user.click(await within(history).findByRole('button', { name: w.revert }));
    expect(await within(history).findByText(w.reverted)).toBeDefined();
    await vi.waitFor(() => expect(field(w.phone).value).toBe('+420 111 222 333'), SOON);
    expect(writes(sent).map((r) => r.path)).toEqual([`/bff/places/${PLACE.id}/history/7/revert`]);
  });

  it('keeps what the user typed and has not saved yet, and saves it on the reverted version', async () => {
    const { user, sent } = await openEditor('en', revertable, [phoneChange]);
    await user.type(field(w.name), ' II');
    const history = await screen.findByRole('region', { name: w.history });
    await user.click(await within(history).findByRole('button', { name: w.revert }));
    await vi.waitFor(() => expect(field(w.phone).value).toBe('+420 111 222 333'), SOON);
    expect(field(w.name).value).toBe(`${PLACE.name} II`);
    expect(screen.getByText(w.unsaved)).toBeDefined();

    await user.click(screen.getByRole('button', { name: w.save }));
    expect(await screen.findByText(w.saved)).toBeDefined();
    const save = writes(sent).at(-1);
    expect([save?.method, save?.headers['if-match'], save?.body]).toEqual([
      'PATCH',
      '"v2"',
      { name: `${PLACE.name} II` },
    ]);
  });
});

describe('"Duplicate this place"', () => {
  it('opens a new place with every value of the saved one but its origin id, and creates it as typed', async () => {
    const created: unknown[] = [];
    const { user, router } = await openEditor('en', (request) => {
      if (request.path !== '/api/v1/pickup-place' || request.method !== 'POST') return undefined;
      created.push(request.body);
      return [201, { ...PLACE, ...(request.body as object), id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb1' }];
    });
    await user.type(field('Phone'), '9');
    await user.click(screen.getByRole('link', { name: 'Duplicate' }));
    // The edit typed but not saved is not copied without a word: the guard asks first.
    await answer(user, 'Leave without saving?', 'Leave and discard');

    await screen.findByRole('heading', { level: 1, name: 'New pickup place' });
    expect(router.state.location.search).toContain(`from=${PLACE.id}`);
    expect(screen.getByText(new RegExp(`A copy of ${PLACE.name}`))).toBeTruthy();
    expect(field('Name').value).toBe(PLACE.name);
    expect(field('Phone').value).toBe(PLACE.phone);
    expect(field('ID in the origin system').value).toBe('');

    await user.type(field('ID in the origin system'), 'copy-1');
    await user.click(screen.getByRole('button', { name: 'Create place' }));
    await vi.waitFor(() => expect(created).toHaveLength(1), SOON);
    expect(created[0]).toMatchObject({
      originPickupPlaceId: 'copy-1',
      name: PLACE.name,
      phone: PLACE.phone,
      email: PLACE.email,
      location: { city: PLACE.location.city, zipCode: PLACE.location.zipCode },
    });
  });

  it('says so when the place to copy cannot be read, and offers an empty form', async () => {
    const { router } = await openEditor('cs', (request) =>
      request.path === '/api/v1/pickup-place/cccccccc-cccc-4ccc-8ccc-cccccccccccc'
        ? [404, { status: 404, title: 'Not Found', detail: 'No such place' }]
        : undefined,
    );
    await router.navigate('/places/new?from=cccccccc-cccc-4ccc-8ccc-cccccccccccc');
    expect(await screen.findByText(/Místo ke zkopírování se nepodařilo načíst/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Začít s prázdným formulářem' })).toBeTruthy();
  });
});
