// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProblemDetail } from '@/contract/common';
import { ApiError, api } from '@/web/shared/lib/api-client';
import { fakeBff } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { ProblemAlert } from './problem-alert';

// A request that failed, as the user should read it: the BFF's ProblemDetail with its title as the
// heading and its detail below, each field it refused with the reason, and a way to try again;
// never a blank box, whatever came back (nothing at all, or a proxy's error page).

/** The error the app's api client makes of the BFF's answer. */
async function failed(status: number, problem?: ProblemDetail): Promise<Error> {
  fakeBff(() => [status, problem]);
  return api('/api/v1/pickup-place', { method: 'POST', json: {} }).then(
    () => {
      throw new Error('the request did not fail');
    },
    (error: Error) => error,
  );
}

async function show(
  error: Error,
  { language = 'en' as 'en' | 'cs', onRetry = undefined as (() => void) | undefined } = {},
) {
  const rendered = await renderInApp(<ProblemAlert error={error} onRetry={onRetry} />, { language });
  return { ...rendered, alert: screen.getByRole('alert') };
}

describe('a failed request', () => {
  it("heads the alert with the problem's title and tells its detail below", async () => {
    const { alert } = await show(
      await failed(409, {
        title: 'The place was changed meanwhile',
        detail: 'Someone else saved it at 10:42. Reload it to see their change.',
        status: 409,
      }),
    );
    expect(alert.textContent).toBe(
      'The place was changed meanwhileSomeone else saved it at 10:42. Reload it to see their change.',
    );
  });

  it('names each field the BFF refused, with its reason', async () => {
    const { alert } = await show(
      await failed(400, {
        type: '/problems/validation-error',
        title: 'Invalid request',
        detail: 'The request body is invalid.',
        status: 400,
        properties: {
          errors: [
            { field: 'name', message: 'must not be empty' },
            { field: 'openingHours.regular.monday[0].to', message: 'must be after from' },
            { field: 'location.zipCode', message: 'is not a postal code of CZ' },
            { field: 'action.storageTimeInDays', message: 'must be at most 90' },
            { field: 'placeIds', message: 'must list at least one place' },
          ],
        },
      }),
    );
    expect(within(alert).getByText('Invalid request')).toBeDefined();
    expect(within(alert).getByText('The request body is invalid.')).toBeDefined();
    expect(
      within(within(alert).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Name: must not be empty',
      'Monday closes (1): must be after from',
      'Postal code: is not a postal code of CZ',
      'Storage time (days): must be at most 90',
      // No label for it in the app: the path as the BFF gave it.
      'placeIds: must list at least one place',
    ]);
  });

  it('shows the title once when the problem has no detail', async () => {
    const { alert } = await show(await failed(403, { title: 'Not your e-shop', status: 403 }));
    expect(alert.textContent).toBe('Not your e-shop');
    expect(within(alert).queryByRole('list')).toBeNull();
  });

  it("says what the server answered when it sent no problem at all (a proxy's page)", async () => {
    const { alert } = await show(await failed(502));
    expect(alert.textContent).toContain('The server answered 502.');
  });

  it('tells an error of the app itself by its message, without a heading', async () => {
    const { alert } = await show(new Error('The file is not a spreadsheet.'));
    expect(alert.textContent).toBe('The file is not a spreadsheet.');
  });

  it('tries again on request, once per press, by mouse or keyboard', async () => {
    const onRetry = vi.fn();
    const { alert, user } = await show(await failed(503, { title: 'Unavailable', status: 503 }), { onRetry });
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await user.click(retry);
    retry.focus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('offers no retry where the screen has none', async () => {
    const { alert } = await show(new ApiError(500, { title: 'Internal Server Error' }));
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});

describe('in Czech', () => {
  it('says the request failed when the error carries no words, and offers to try again', async () => {
    const onRetry = vi.fn();
    const { alert, user } = await show(new Error(''), { language: 'cs', onRetry });
    expect(within(alert).getByText('Požadavek se nezdařil.')).toBeDefined();
    await user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the BFF’s words as they came, in the language the request asked for', async () => {
    const { alert } = await show(
      new ApiError(400, {
        title: 'Neplatný požadavek',
        detail: 'Tělo požadavku je neplatné.',
        properties: {
          errors: [
            { field: 'name', message: 'nesmí být prázdné' },
            { field: 'openingHours.regular.friday.1.from', message: 'není čas' },
          ],
        },
      }),
      { language: 'cs' },
    );
    expect(within(alert).getByText('Neplatný požadavek')).toBeDefined();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Název: nesmí být prázdné', 'Pátek otevírá (2): není čas']);
  });
});
