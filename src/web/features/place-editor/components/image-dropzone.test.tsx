// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import { ApiError } from '@/web/shared/lib/api-client';
import { renderInApp } from '@/web/testing/render';
import { ImageDropzone } from './image-dropzone';

// The place's image in the editor: dropped on its zone or chosen with its button (by keyboard
// too), checked before anything is sent (type, size), uploaded with its progress, and a refusal
// said in the user's words.

const MAX = 1.5 * 1024 * 1024;

const WORDS = {
  en: {
    drop: 'Drop an image here, or pick a file',
    pick: 'Choose image…',
    wrongType: 'This file is not a JPEG, PNG or WebP image.',
    tooLarge: 'The image has 2 MB; the limit is 1.5 MB.',
    progress: 'Upload progress',
    alt: 'Image of the place',
    offline: 'The upload was interrupted. Try again.',
    none: 'No image',
  },
  cs: {
    drop: 'Přetáhněte sem obrázek nebo vyberte soubor',
    pick: 'Vybrat obrázek…',
    wrongType: 'Tento soubor není obrázek JPEG, PNG ani WebP.',
    tooLarge: 'Obrázek má 2 MB; limit je 1,5 MB.',
    progress: 'Průběh nahrávání',
    alt: 'Obrázek místa',
    offline: 'Nahrávání bylo přerušeno. Zkuste to znovu.',
    none: 'Bez obrázku',
  },
} satisfies Record<Language, unknown>;

const png = (bytes = 1024) => new File([new Uint8Array(bytes)], 'front.png', { type: 'image/png' });
const pdf = () => new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });

/** An upload the test finishes: it reports half of the file sent at once. */
function pendingUpload() {
  const finish = { done: () => {}, fail: (_error: unknown) => {} };
  const upload = vi.fn(
    (_file: File, onProgress: (fraction: number) => void) =>
      new Promise<void>((resolve, reject) => {
        onProgress(0.5);
        finish.done = resolve;
        finish.fail = reject;
      }),
  );
  return { upload, finish };
}

async function open(language: Language, props: { readOnly?: boolean } = {}) {
  const { upload, finish } = pendingUpload();
  const view = await renderInApp(
    <ImageDropzone
      currentUrl={undefined}
      maxBytes={MAX}
      readOnly={props.readOnly ?? false}
      upload={upload}
    />,
    { language },
  );
  const drop = (file: File) =>
    fireEvent.drop(screen.getByText(WORDS[language].drop), { dataTransfer: { files: [file] } });
  return { ...view, upload, finish, drop };
}

describe.each(['en', 'cs'] as const)('the image of a place in %s', (language) => {
  const w = WORDS[language];

  it('uploads an image dropped on the zone, showing its progress, then shows it', async () => {
    const { drop, upload, finish } = await open(language);
    drop(png());
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'front.png' }), expect.any(Function));
    const bar = await screen.findByRole('progressbar', { name: w.progress });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('button', { name: w.pick })).toHaveProperty('disabled', true);

    finish.done();
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('img', { name: w.alt })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file that is not an image, and one over the limit, before sending anything', async () => {
    const { drop, upload } = await open(language);
    drop(pdf());
    expect((await screen.findByRole('alert')).textContent).toBe(w.wrongType);
    drop(png(2 * 1024 * 1024));
    expect(screen.getByRole('alert').textContent?.replace(/\s/g, ' ')).toBe(w.tooLarge);
    expect(upload).not.toHaveBeenCalled();
  });

  it('is chosen with the keyboard: Tab to the button, Enter opens the chooser', async () => {
    const { user, upload } = await open(language);
    const input = screen.getByLabelText<HTMLInputElement>(w.pick);
    const opened = vi.fn();
    input.addEventListener('click', opened);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: w.pick }));
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledOnce();
    await user.upload(input, png());
    expect(upload).toHaveBeenCalledOnce();
  });

  it('says an interrupted upload in words and drops the preview', async () => {
    const { drop, finish } = await open(language);
    drop(png());
    finish.fail(new ApiError(0, { title: 'Offline' }));
    expect((await screen.findByRole('alert')).textContent).toBe(w.offline);
    expect(screen.queryByRole('img', { name: w.alt })).toBeNull();
  });

  it('takes nothing in a read-only form', async () => {
    const { upload } = await open(language, { readOnly: true });
    fireEvent.drop(screen.getByText(w.none), { dataTransfer: { files: [png()] } });
    expect(screen.queryByRole('button')).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });
});
