// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import { renderInApp } from '@/web/testing/render';
import { ImageDropzone } from './image-dropzone';

// The place's image in the editor: dropped on its zone or chosen with its button (by keyboard
// too), checked at once (type, size), then staged: previewed, removable, sent only by Save (see
// place-edit-image.test.tsx). The stored image says why it has no Remove; a failed upload is said
// in the user's words with a Retry.

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
    staged: 'New image, not saved yet: front.png. Save uploads it with the rest.',
    remove: 'Remove new image',
    noRemoval:
      "The platform keeps a place's image until another replaces it: it can be replaced, not removed.",
    retry: 'Upload again',
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
    staged: 'Nový obrázek, zatím neuložený: front.png. Nahraje se s ostatním po uložení.',
    remove: 'Odebrat nový obrázek',
    noRemoval: 'Platforma si obrázek místa ponechá, dokud ho nenahradí jiný: lze ho nahradit, ne odebrat.',
    retry: 'Nahrát znovu',
  },
} satisfies Record<Language, unknown>;

const png = (bytes = 1024) => new File([new Uint8Array(bytes)], 'front.png', { type: 'image/png' });
const pdf = () => new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });

const STORED = '/api/v1/pickup-place/p1/image.png';

interface Shown {
  readOnly?: boolean;
  currentUrl?: string;
  progress?: number | null;
  failure?: string | null;
}

/** The editor's side of the zone: what is staged, with a preview address of its own. */
function Harness({ shown, retry }: { shown: Shown; retry: () => void }) {
  const [staged, setStaged] = useState<File | null>(null);
  return (
    <ImageDropzone
      currentUrl={shown.currentUrl}
      maxBytes={MAX}
      readOnly={shown.readOnly ?? false}
      staged={staged}
      progress={shown.progress ?? null}
      failure={shown.failure ?? null}
      stage={setStaged}
      unstage={() => setStaged(null)}
      retry={retry}
    />
  );
}

async function open(language: Language, shown: Shown = {}) {
  const retry = vi.fn();
  const view = await renderInApp(<Harness shown={shown} retry={retry} />, { language });
  const drop = (file: File) =>
    fireEvent.drop(screen.getByText(WORDS[language].drop), { dataTransfer: { files: [file] } });
  return { ...view, retry, drop };
}

const image = (alt: string) => screen.queryByRole('img', { name: alt }) as HTMLImageElement | null;

describe.each(['en', 'cs'] as const)('the image of a place in %s', (language) => {
  const w = WORDS[language];

  it('stages an image dropped on the zone: previewed and named, nothing sent', async () => {
    const { drop } = await open(language);
    drop(png());
    expect((await screen.findByText(w.staged)).getAttribute('role')).toBe('status');
    expect(image(w.alt)?.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file that is not an image, and one over the limit, staging nothing', async () => {
    const { drop } = await open(language);
    drop(pdf());
    expect((await screen.findByRole('alert')).textContent).toBe(w.wrongType);
    drop(png(2 * 1024 * 1024));
    expect(screen.getByRole('alert').textContent?.replace(/\s/g, ' ')).toBe(w.tooLarge);
    expect(screen.queryByText(w.staged)).toBeNull();
    expect(image(w.alt)).toBeNull();
  });

  it('is chosen with the keyboard: Tab to the button, Enter opens the chooser', async () => {
    const { user } = await open(language);
    const input = screen.getByLabelText<HTMLInputElement>(w.pick);
    const opened = vi.fn();
    input.addEventListener('click', opened);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: w.pick }));
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledOnce();
    await user.upload(input, png());
    expect(await screen.findByText(w.staged)).toBeDefined();
  });

  it('removes a staged image, showing the stored one again', async () => {
    const { drop, user } = await open(language, { currentUrl: STORED });
    drop(png());
    expect(image(w.alt)?.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.queryByText(w.noRemoval)).toBeNull();
    await user.click(screen.getByRole('button', { name: w.remove }));
    expect(screen.queryByText(w.staged)).toBeNull();
    expect(image(w.alt)?.getAttribute('src')).toContain('image.png');
    expect(screen.queryByRole('button', { name: w.remove })).toBeNull();
  });

  it('says in words why the stored image cannot be removed, with no Remove', async () => {
    await open(language, { currentUrl: STORED });
    expect(screen.getByText(w.noRemoval)).toBeDefined();
    expect(screen.queryByRole('button', { name: w.remove })).toBeNull();
  });

  it('shows the upload’s progress, nothing to pick or remove meanwhile', async () => {
    const { drop } = await open(language, { progress: 0.5 });
    drop(png());
    const bar = await screen.findByRole('progressbar', { name: w.progress });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('button', { name: w.pick })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: w.remove })).toHaveProperty('disabled', true);
  });

  it('says a failed upload, the file still staged, with a Retry', async () => {
    const { drop, user, retry } = await open(language, { failure: 'Not stored.' });
    drop(png());
    expect((await screen.findByRole('alert')).textContent).toContain('Not stored.');
    expect(screen.getByText(w.staged)).toBeDefined();
    await user.click(screen.getByRole('button', { name: w.retry }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('takes nothing in a read-only form', async () => {
    await open(language, { readOnly: true });
    fireEvent.drop(screen.getByText(w.none), { dataTransfer: { files: [png()] } });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(w.staged)).toBeNull();
  });
});
