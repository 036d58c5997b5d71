// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FirstRowsFirst } from './first-rows-first';

const items = Array.from({ length: 20 }, (_, i) => `place ${i + 1}`);
const list = (rest?: (count: number) => ReactNode) => (
  <ul>
    <FirstRowsFirst items={items} first={10} rest={rest}>
      {(item) => <li key={item}>{item}</li>}
    </FirstRowsFirst>
  </ul>
);

describe('FirstRowsFirst', () => {
  it('draws the first rows with room kept for the rest, then the rest in their place', async () => {
    const { container } = render(list((count) => <li data-testid="room">{count} to come</li>));
    // The first drawing: ten rows, and what stands for the other ten below them.
    expect(container.querySelectorAll('li')).toHaveLength(11);
    expect(screen.getByTestId('room').textContent).toBe('10 to come');
    await screen.findByText('place 20');
    expect(screen.queryByTestId('room')).toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(20);
  });

  it('draws a page no longer than the first drawing whole, with nothing standing in', () => {
    const { container } = render(
      <ul>
        <FirstRowsFirst items={items.slice(0, 4)} first={10} rest={() => <li>room</li>}>
          {(item) => <li key={item}>{item}</li>}
        </FirstRowsFirst>
      </ul>,
    );
    expect(container.querySelectorAll('li')).toHaveLength(4);
  });
});
