// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/web/testing/render';
import { FileDropZone, acceptsFile } from './file-drop-zone';

// The one drop zone of the app (the place's image, a file to import): a file dropped on it or
// chosen with its button, by keyboard too, and a file of another type refused when the caller asks.
// The words are the caller's: the image's and the import's are tested in English and Czech with
// their forms (image-dropzone.test.tsx, import-dialog.test.tsx).

const png = () => new File(['png'], 'front.png', { type: 'image/png' });
const pdf = () => new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' });

async function zone(options: { refuse?: boolean; disabled?: boolean } = {}) {
  const onFile = vi.fn();
  const onRefused = vi.fn();
  const view = await renderInApp(
    <FileDropZone
      accept={['image/png', 'image/jpeg']}
      onFile={onFile}
      {...(options.refuse === false ? {} : { onRefused })}
      disabled={options.disabled}
      button={{ label: 'Choose a picture', inputLabel: 'Picture' }}
    >
      {(button) => (
        <>
          <p>Drop a picture here</p>
          {button}
        </>
      )}
    </FileDropZone>,
  );
  const drop = (file: File) =>
    fireEvent.drop(screen.getByText('Drop a picture here'), { dataTransfer: { files: [file] } });
  return { ...view, onFile, onRefused, drop };
}

describe('the drop zone', () => {
  it('takes a file dropped on it', async () => {
    const { drop, onFile, onRefused } = await zone();
    drop(png());
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'front.png' }));
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('refuses a file of another type, dropped or chosen, and hands it to the caller to say why', async () => {
    const { drop, onFile, onRefused } = await zone();
    drop(pdf());
    // The browser's chooser can offer every file: the type is checked again.
    fireEvent.change(screen.getByLabelText('Picture'), { target: { files: [pdf()] } });
    expect(onRefused).toHaveBeenCalledTimes(2);
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ name: 'menu.pdf' }));
    expect(onFile).not.toHaveBeenCalled();
  });

  it('passes every file on when the caller leaves the type to the server', async () => {
    const { drop, onFile } = await zone({ refuse: false });
    drop(pdf());
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'menu.pdf' }));
  });

  it('opens the file chooser from its button with Enter or Space, and takes the file chosen', async () => {
    const { user, onFile } = await zone();
    const input = screen.getByLabelText<HTMLInputElement>('Picture');
    const opened = vi.fn();
    input.addEventListener('click', opened);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose a picture' })).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);

    await user.upload(input, png());
    // The same file chosen again is taken again.
    await user.upload(input, png());
    expect(onFile).toHaveBeenCalledTimes(2);
  });

  it('takes nothing and offers no button when disabled', async () => {
    const { drop, onFile, onRefused } = await zone({ disabled: true });
    drop(png());
    drop(pdf());
    expect(screen.queryByRole('button')).toBeNull();
    expect(onFile).not.toHaveBeenCalled();
    expect(onRefused).not.toHaveBeenCalled();
  });
});

describe('acceptsFile', () => {
  it('matches MIME types, their families and endings, in any case', () => {
    expect(acceptsFile(png(), ['image/png'])).toBe(true);
    expect(acceptsFile(png(), ['image/*'])).toBe(true);
    expect(acceptsFile(pdf(), ['image/*', '.csv'])).toBe(false);
    expect(acceptsFile(new File([''], 'PLACES.CSV'), ['.csv'])).toBe(true);
    expect(acceptsFile(new File([''], 'places.csv.exe'), ['.csv'])).toBe(false);
  });
});
