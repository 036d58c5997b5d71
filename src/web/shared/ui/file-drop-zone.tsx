import { Box, Button, type ButtonProps, type SxProps, type Theme } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';

// One drop zone for a file (the place's image, a file to import): drop it on the zone, or choose it
// with the zone's button, by keyboard too (Tab to it, Enter or Space). Our own rather than
// react-dropzone: the two uses need a drop, a button and a type check, which is this file, and the
// package would bring more code into the screens' chunks for what they do not use (folders, several
// files, a focusable zone of its own: a second Tab stop beside the button).

/** Whether the file is of a type `accept` names: a MIME type (`image/png`, `image/*`) or an ending (`.csv`). */
export function acceptsFile(file: File, accept: readonly string[]): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((item) => {
    const wanted = item.trim().toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

interface Props {
  /** The types taken: MIME types or endings, as a file input's `accept`. */
  accept: readonly string[];
  /** A file dropped or chosen (of a type taken, when `onRefused` is given). */
  onFile: (file: File) => void;
  /** A file of another type; the caller says why. Without it every file goes on (the server judges). */
  onRefused?: (file: File) => void;
  /** Nothing is taken, and there is no button (a read-only form). */
  disabled?: boolean;
  /** The button that opens the browser's file chooser, and the name of its file input. */
  button: { label: string; inputLabel?: string } & Pick<
    ButtonProps,
    'variant' | 'size' | 'startIcon' | 'disabled' | 'sx'
  >;
  sx?: SxProps<Theme>;
  /** The zone's content, with the button (null when disabled) placed where the layout wants it. */
  children: (button: ReactNode) => ReactNode;
}

export function FileDropZone({ accept, onFile, onRefused, disabled = false, button, sx, children }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (file: File | undefined) => {
    if (!file) return;
    if (onRefused && !acceptsFile(file, accept)) onRefused(file);
    else onFile(file);
  };
  const { label, inputLabel = label, ...buttonProps } = button;
  const chooser = disabled ? null : (
    <>
      <input
        ref={input}
        type="file"
        hidden
        // Reached through the button only, never a Tab stop of its own.
        tabIndex={-1}
        aria-label={inputLabel}
        accept={accept.join(',')}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          // The same file chosen again is a change too.
          e.target.value = '';
          take(chosen);
        }}
      />
      <Button {...buttonProps} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!disabled) take(e.dataTransfer.files[0]);
      }}
      sx={[
        {
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children(chooser)}
    </Box>
  );
}
