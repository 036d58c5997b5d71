// @vitest-environment happy-dom
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickupPlace } from '@/contract/places';
import { samplePlace } from '@/testing/fixtures/places';
import { AppProvider } from '@/web/app/provider';
import { DatesProvider } from '@/web/app/provider-dates';
import ThemeFrame from '@/web/app/provider-theme';
import { uploadPlaceImage } from '@/web/features/place-editor/api/place-mutations';
import { handOver } from '@/web/features/place-editor/components/staged-image-handoff';
import { AppLayout } from '@/web/features/shell/components/app-layout';
import { ApiError } from '@/web/shared/lib/api-client';
import { NotifyProvider } from '@/web/shared/ui/notify';
import { fakeBff, type Answer, type SentRequest } from '@/web/testing/fake-bff';
import { speak } from '@/web/testing/language';
import { testConfig } from '@/web/testing/test-config';
import PlaceEditRoute from './place-edit-route';

// The place's image as an unsaved change of the editor (issue 45): picked, it is only staged;
// Save sends the fields first and the image after them, never after a refused PATCH; a failed
// upload says that the fields were saved and the image was not, and keeps the image for Retry;
// leaving asks, as for any unsaved change. The BFF is faked at fetch, the upload (an XHR) here.

vi.mock('@/web/features/place-editor/api/place-mutations', async (original) => ({
  ...(await original<object>()),
  uploadPlaceImage: vi.fn(),
}));
const upload = vi.mocked(uploadPlaceImage);

const ESHOP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1';
const PLACE = samplePlace({ eshopId: ESHOP });
const PLACE_PATH = `/api/v1/pickup-place/${PLACE.id}`;
const SESSION = {
  user: { username: 'staff', role: 'staff' },
  csrfToken: 'csrf-1',
  platform: { connected: false, available: false },
};
/** What the BFF answers a stored image with. */
const STORED = {
  path: `places/${PLACE.id}.png`,
  url: `/bff/places/${PLACE.id}/image`,
  contentType: 'image/png',
  size: 1024,
  created: '2026-12-01T10:00:00Z',
  updated: '2026-12-01T10:00:00Z',
};
const CONFIG = testConfig({ eshops: [{ id: ESHOP, name: 'Demo shop' }] });

const W = {
  pick: 'Choose image…',
  alt: 'Image of the place',
  staged: 'New image, not saved yet: front.png. Save uploads it with the rest.',
  remove: 'Remove new image',
  phone: 'Phone',
  save: 'Save',
  cancel: 'Cancel',
  onlyImage: 'Unsaved change: the new image',
  withImage: 'Unsaved changes, including the new image',
  savedBoth: 'Place saved with its new image',
  fieldsNotImage:
    'The changes to the fields were saved; the new image was not: The server refused the image: it is larger than 5 MB.',
  retry: 'Upload again',
  imageSaved: 'Image saved',
  conflict: 'Someone else saved this place',
  leave: 'Leave without saving?',
  discard: 'Leave and discard',
};

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 5_000 });
const SOON = { timeout: 5_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  upload.mockReset();
  localStorage.clear();
});

/** What reached the server, in order: the BFF's writes and the image's uploads. */
type Step = string;

function fakeServer(steps: Step[], refuse?: (request: SentRequest) => Answer | undefined) {
  let place: PickupPlace = PLACE;
  let version = 1;
  fakeBff((request) => {
    const { method, path } = request;
    if (path === '/auth/session') return [200, SESSION];
    if (path === '/bff/config') return [200, CONFIG];
    if (path === `/bff/places/${PLACE.id}/history`) return [200, { items: [] }];
    if (path === PLACE_PATH && method === 'GET') return [200, place];
    if (path === PLACE_PATH && method === 'PATCH') {
      steps.push('PATCH');
      const refused = refuse?.(request);
      if (refused) return refused;
      place = { ...place, ...(request.body as Partial<PickupPlace>) };
      version++;
      return [200, place];
    }
    return [404, { status: 404, title: `Not faked: ${method} ${path}` }];
  });
  // The place's answers carry its version as an ETag, as the platform's do.
  const answerJson = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await answerJson(input, init);
    if (String(input) !== PLACE_PATH || !res.ok) return res;
    const headers = new Headers(res.headers);
    headers.set('etag', `"v${version}"`);
    return new Response(await res.text(), { status: res.status, headers });
  });
}

async function openEditor(refuse?: (request: SentRequest) => Answer | undefined) {
  await speak('en');
  const steps: Step[] = [];
  fakeServer(steps, refuse);
  const frame = (content: React.ReactNode) => (
    <AppLayout user={SESSION.user} onSignOut={() => {}}>
      {content}
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
  await screen.findByRole('heading', { level: 1, name: PLACE.name }, { timeout: 10_000 });
  const file = new File([new Uint8Array(1024)], 'front.png', { type: 'image/png' });
  // The image section comes a frame after the fields (AfterFirstPaint): found, not got.
  const stage = async () => user.upload(await screen.findByLabelText<HTMLInputElement>(W.pick), file);
  const phone = () => screen.getByRole('textbox', { name: W.phone });
  const save = () => user.click(screen.getByRole('button', { name: W.save }));
  return { user, steps, router, file, stage, phone, save };
}

/** Uploads that succeed, each a step after whatever came before it. */
const uploadsTo = (steps: Step[]) =>
  upload.mockImplementation(async (id: string) => {
    steps.push(`UPLOAD ${id}`);
    return STORED;
  });

describe('the image of a place being edited', () => {
  it('is staged when picked: previewed, counted as unsaved, nothing sent', async () => {
    const { stage, steps } = await openEditor();
    await stage();
    expect(await screen.findByText(W.staged)).toBeDefined();
    expect(screen.getByRole('img', { name: W.alt }).getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByText(W.onlyImage)).toBeDefined();
    expect(upload).not.toHaveBeenCalled();
    expect(steps).toEqual([]);
  });

  it('is uploaded by Save after the fields, with one message for both', async () => {
    const { user, stage, steps, phone, save, file } = await openEditor();
    uploadsTo(steps);
    await stage();
    await user.clear(phone());
    await user.type(phone(), '+420 601 000 111');
    expect(screen.getByText(W.withImage)).toBeDefined();
    await save();
    expect(await screen.findByText(W.savedBoth)).toBeDefined();
    expect(steps).toEqual(['PATCH', `UPLOAD ${PLACE.id}`]);
    expect(upload).toHaveBeenCalledWith(
      PLACE.id,
      file,
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
    await vi.waitFor(() => expect(screen.queryByText(W.staged)).toBeNull(), SOON);
    expect(screen.queryByText(W.onlyImage)).toBeNull();
  });

  it('stays staged when its upload fails, saying the fields were saved; Retry sends it alone', async () => {
    const { user, stage, steps, phone, save } = await openEditor();
    upload.mockImplementationOnce(async () => {
      steps.push('UPLOAD refused');
      throw new ApiError(413, { status: 413, title: 'Payload Too Large' });
    });
    await stage();
    await user.clear(phone());
    await user.type(phone(), '+420 601 000 111');
    await save();
    // Said twice, in the same words: in the note that comes and goes, and beside the image with Retry.
    const said = await screen.findAllByText(W.fieldsNotImage);
    const alert = said
      .map((e) => e.closest<HTMLElement>('[role="alert"]'))
      .find((e) => e?.querySelector('button'));
    if (!alert) throw new Error('No alert with a Retry beside the image');
    expect(screen.getByText(W.staged)).toBeDefined();
    // The fields are saved (no longer unsaved); the image still is.
    expect(screen.getByText(W.onlyImage)).toBeDefined();

    uploadsTo(steps);
    await user.click(within(alert).getByRole('button', { name: W.retry }));
    expect(await screen.findByText(W.imageSaved)).toBeDefined();
    expect(steps).toEqual(['PATCH', 'UPLOAD refused', `UPLOAD ${PLACE.id}`]);
    await vi.waitFor(() => expect(screen.queryByText(W.staged)).toBeNull(), SOON);
  });

  it('is not uploaded when the PATCH meets someone else’s save', async () => {
    const { user, stage, steps, phone, save } = await openEditor(() => [
      412,
      { status: 412, title: 'Precondition Failed' },
    ]);
    uploadsTo(steps);
    await stage();
    await user.type(phone(), '1');
    await save();
    expect(await screen.findByRole('dialog', { name: W.conflict })).toBeDefined();
    expect(steps).toEqual(['PATCH']);
    expect(upload).not.toHaveBeenCalled();
  });

  it('failed after a creation, arrives staged in the new place’s editor with what was done', async () => {
    const file = new File([new Uint8Array(1024)], 'front.png', { type: 'image/png' });
    const failure =
      'The place was created; its image was not: The upload failed. It is still here to upload again.';
    handOver(PLACE.id, { file, failure });
    const { user, steps } = await openEditor();
    expect(await screen.findByText(W.staged)).toBeDefined();
    expect(screen.getByText(failure)).toBeDefined();
    expect(screen.getByText(W.onlyImage)).toBeDefined();
    uploadsTo(steps);
    await user.click(screen.getByRole('button', { name: W.retry }));
    expect(await screen.findByText(W.imageSaved)).toBeDefined();
    expect(steps).toEqual([`UPLOAD ${PLACE.id}`]);
    expect(upload).toHaveBeenCalledWith(PLACE.id, file, expect.anything());
  });

  it('is removed from the stage, or left behind by Cancel after asking, never sent', async () => {
    const { user, stage, router } = await openEditor();
    await stage();
    await user.click(await screen.findByRole('button', { name: W.remove }));
    expect(screen.queryByText(W.staged)).toBeNull();
    expect(screen.queryByText(W.onlyImage)).toBeNull();

    await stage();
    await user.click(screen.getByRole('button', { name: W.cancel }));
    const leave = await screen.findByRole('dialog', { name: W.leave });
    await user.click(within(leave).getByRole('button', { name: W.discard }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/places'), SOON);
    expect(upload).not.toHaveBeenCalled();
  });
});
