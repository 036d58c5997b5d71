// @vitest-environment happy-dom
import { TextField } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { growsWithText } from './grows-with-text';

describe('growsWithText', () => {
  it('gives a plain textarea, no autosizer copy to measure, with rows for browsers without field-sizing', () => {
    const { container } = render(
      <TextField
        label="Hours as text"
        {...growsWithText(
          { minRows: 1, maxRows: 4, fallbackRows: 2 },
          { htmlInput: { 'data-testid': 'hours-text', maxLength: 200 }, input: { readOnly: true } },
        )}
      />,
    );
    // MUI's autosizer renders a hidden second textarea it measures; a plain one is alone.
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
    const box = screen.getByTestId('hours-text');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('rows')).toBe('2');
    // The field's own slot props are kept.
    expect(box.getAttribute('maxlength')).toBe('200');
    expect(box.hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Hours as text' })).toBe(box);
  });

  it('falls back to as many rows as it may grow to, or its minimum', () => {
    const rows = (options: Parameters<typeof growsWithText>[0]) =>
      (growsWithText(options).slotProps as { htmlInput: { rows: number } }).htmlInput.rows;
    expect(rows({ minRows: 1, maxRows: 4 })).toBe(4);
    expect(rows({ minRows: 2 })).toBe(2);
  });
});
