import type { TextFieldProps } from '@mui/material';

type SlotProps = { input?: object; htmlInput?: object };

/**
 * The props of a MUI TextField whose box grows with its text, by the browser (CSS field-sizing),
 * not by MUI's TextareaAutosize: that one measures a hidden copy of each textarea when it mounts,
 * forcing the page's layout in the middle of React's commit, once per field; the place editor's
 * two took half a second of a phone's main thread. Browsers without field-sizing (Firefox today)
 * show `fallbackRows` lines and scroll. `slotProps` are the field's own, merged in.
 */
export function growsWithText(
  {
    minRows,
    maxRows,
    fallbackRows = maxRows ?? minRows,
  }: { minRows: number; maxRows?: number; fallbackRows?: number },
  slotProps: SlotProps = {},
): Pick<TextFieldProps, 'multiline' | 'slotProps'> {
  return {
    multiline: true,
    slotProps: {
      ...slotProps,
      input: {
        ...slotProps.input,
        // A plain textarea: MUI renders its autosizer for every multiline input of its own.
        inputComponent: 'textarea',
        sx: {
          ...(slotProps.input as { sx?: object } | undefined)?.sx,
          '@supports (field-sizing: content)': {
            '& textarea': {
              fieldSizing: 'content',
              minHeight: `${minRows}lh`,
              ...(maxRows ? { maxHeight: `${maxRows}lh` } : {}),
            },
          },
        },
      },
      htmlInput: { ...slotProps.htmlInput, rows: fallbackRows },
    },
  };
}
