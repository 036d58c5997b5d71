// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/contract/languages';
import { fakeBff, type Answer, type SentRequest } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { CityPicker } from './city-picker';
import { preloadFilterChoosers } from './lazy-choosers';

beforeAll(async () => {
  await preloadFilterChoosers();
});

// The city filter suggests the e-shop's towns (issue 45: it suggested nothing): most places first
// when nothing is typed, then those the BFF finds for the typed start (without diacritics, so
// `usti` finds `Ústí nad Labem`, which the picker must not narrow away again), each with its count.

const ESHOP = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaa1';
const TOWNS = [
  { city: 'Praha', places: 1204 },
  { city: 'Brno', places: 3 },
  { city: 'Ústí nad Labem', places: 1 },
];

function townsBff(): SentRequest[] {
  return fakeBff(({ path }): Answer => {
    const url = new URL(path, 'http://desk');
    if (url.pathname !== '/bff/places/cities') return [404, { status: 404, title: 'Not faked' }];
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    return [200, { items: TOWNS.filter((t) => plain(t.city).includes(q)) }];
  });
}

const WORDS = {
  en: { city: 'City', praha: '1,204 places', usti: '1 place' },
  cs: { city: 'Město', praha: '1 204 míst', usti: '1 místo' },
} satisfies Record<Language, unknown>;

describe.each(['en', 'cs'] as const)('the city filter in %s', (language) => {
  const w = WORDS[language];

  it('suggests the towns, most places first, and then those the typed start finds', async () => {
    const sent = townsBff();
    const onChange = vi.fn();
    const { user } = await renderInApp(<CityPicker eshopId={ESHOP} selected={[]} onChange={onChange} />, {
      language,
    });
    const field = screen.getByRole('combobox', { name: w.city });
    // Focused as its chip opens it: the suggestions show without a key pressed.
    expect(document.activeElement).toBe(field);
    const listbox = await screen.findByRole('listbox');
    const options = await within(listbox).findAllByRole('option');
    expect(options.map((o) => o.textContent?.replace(/\s/g, ' '))).toEqual([
      `Praha${w.praha.replace(/\s/g, ' ')}`,
      'Brno3 ' + (language === 'en' ? 'places' : 'místa'),
      `Ústí nad Labem${w.usti}`,
    ]);

    await user.type(field, 'usti');
    await vi.waitFor(
      () => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1),
      {
        timeout: 5_000,
      },
    );
    expect(sent.at(-1)!.path).toContain('q=usti');
    // Fewer requests than keys: the picker waits for a pause in typing.
    expect(sent.filter((r) => r.path.includes('/bff/places/cities')).length).toBeLessThan(5);
    // Picked from the suggestions (the typed text alone would be a filter value of its own).
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['Ústí nad Labem']);
  });
});
