// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { GeocodeCandidate } from '@/contract/desk/geocoding';
import { emptyFormValues, type PlaceFormValues } from '@/web/features/place-editor/lib/place-form-model';
import { fakeBff, type Answer, type SentRequest } from '@/web/testing/fake-bff';
import { renderInApp } from '@/web/testing/render';
import { AddressFinder } from './address-finder';
import { AddressSuggestion } from './address-suggestion';
import { PinFarWarning } from './pin-far-warning';

// The editor's geocoding (issue 46) inside a real form: "Find on map" moves the pin as the user's
// change, "Suggest the address" fills only the field the user takes, and a pin far from the typed
// town is said with a way to fix it. The BFF is faked at fetch, answering in the contract's shapes.

const SOON = { timeout: 5_000 };
const PRAHA: GeocodeCandidate = {
  latitude: 50.08804,
  longitude: 14.42076,
  precision: 'town',
  label: 'Praha, CZ',
  address: { city: 'Praha', countryCode: 'CZ' },
};
const answered = (candidates: GeocodeCandidate[]) => ({
  provider: 'embedded',
  attribution: 'Towns © GeoNames (geonames.org), CC BY 4.0',
  candidates,
});

/** The harness's form, for the test to read (set after each render). */
const held: { form?: ReturnType<typeof useForm<PlaceFormValues>> } = {};
function Harness({
  values,
  onSubmit,
}: {
  values: Partial<PlaceFormValues['location']>;
  onSubmit?: () => void;
}) {
  const base = emptyFormValues();
  const form = useForm<PlaceFormValues>({
    defaultValues: { ...base, location: { ...base.location, ...values } },
  });
  useEffect(() => {
    held.form = form;
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(() => onSubmit?.())}>
        <PinFarWarning />
        <AddressFinder />
        <AddressSuggestion />
      </form>
    </FormProvider>
  );
}

function bff(answer: (r: SentRequest) => Answer | undefined) {
  return fakeBff((r) => answer(r) ?? [404, { status: 404, title: `Not faked: ${r.path}` }]);
}
const form = () => held.form!;
const pinOf = () => form().getValues('location.gps');

describe('Find on map', () => {
  it('searches the typed address on Enter without submitting the form, and the picked place moves the pin', async () => {
    const sent = bff((r) =>
      r.path.startsWith('/bff/geocode/search') ? [200, answered([PRAHA])] : undefined,
    );
    const onSubmit = vi.fn();
    const { user } = await renderInApp(<Harness values={{}} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Address or town' }), 'Vodičkova 12, Praha{Enter}');
    const list = await screen.findByRole('list', { name: 'Places found' });
    expect(sent.at(-1)!.path).toBe(
      '/bff/geocode/search?q=Vodi%C4%8Dkova%2012,%20Praha&countryCode=CZ&limit=5',
    );
    expect(list.textContent).toContain('Town only: move the pin to the exact spot');
    expect(screen.getByText(/GeoNames/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Praha, CZ/ }));
    expect(pinOf()).toEqual({ latitude: '50.088040', longitude: '14.420760' });
    expect(form().getFieldState('location.gps.latitude').isDirty).toBe(true);
    expect(screen.getByText('The pin was moved to Praha, CZ.')).toBeTruthy();
  });

  it('searches the address typed in the form with one button, and says when nothing is found', async () => {
    const sent = bff((r) => (r.path.startsWith('/bff/geocode/search') ? [200, answered([])] : undefined));
    const { user } = await renderInApp(
      <Harness values={{ line1: 'Hlavní 1', zipCode: '110 00', city: 'Xyz' }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Use the address above' }));
    expect(await screen.findByText('Nothing found for “Hlavní 1, 110 00 Xyz”.')).toBeTruthy();
    expect(sent.at(-1)!.path).toContain('q=Hlavn%C3%AD%201,%20110%2000%20Xyz');
  });

  it('says a refusal in words: too many lookups, or the service down', async () => {
    let status = 429;
    bff((r) => (r.path.startsWith('/bff/geocode/search') ? [status, { status, title: 'No' }] : undefined));
    const { user } = await renderInApp(<Harness values={{}} />, { language: 'cs' });
    const field = screen.getByRole('textbox', { name: 'Adresa nebo obec' });
    await user.type(field, 'Brno{Enter}');
    expect(await screen.findByText('Příliš mnoho hledání najednou. Zkuste to za chvíli.')).toBeTruthy();
    status = 502;
    await user.type(field, ' 2{Enter}');
    expect(await screen.findByText('Hledání adres teď není dostupné.')).toBeTruthy();
  });
});

describe('the pin far from its town', () => {
  it.each(['en', 'cs'] as const)(
    'is said (%s), and "Move the pin there" puts it in the town',
    async (language) => {
      bff((r) => (r.path.startsWith('/bff/geocode/search') ? [200, answered([PRAHA])] : undefined));
      const { user } = await renderInApp(
        <Harness values={{ city: 'Praha', gps: { latitude: '49.81', longitude: '15.49' } }} />,
        { language },
      );
      const text = language === 'en' ? /The pin is 8\d km from Praha/ : /Špendlík je 8\d km od obce Praha/;
      expect(await screen.findByText(text, undefined, SOON)).toBeTruthy();
      await user.click(
        screen.getByRole('button', {
          name: language === 'en' ? 'Move the pin there' : 'Přesunout špendlík tam',
        }),
      );
      expect(pinOf()).toEqual({ latitude: '50.088040', longitude: '14.420760' });
      await vi.waitFor(() => expect(screen.queryByText(text)).toBeNull(), SOON);
    },
  );

  it('says nothing for a pin in its town, or a town not found', async () => {
    let candidates = [PRAHA];
    const sent = bff((r) =>
      r.path.startsWith('/bff/geocode/search') ? [200, answered(candidates)] : undefined,
    );
    await renderInApp(<Harness values={{ city: 'Praha', gps: { latitude: '50.08', longitude: '14.43' } }} />);
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0), SOON);
    expect(screen.queryByRole('alert')).toBeNull();
    candidates = [];
    form().setValue('location.city', 'Nowhere');
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(1), SOON);
    expect(screen.queryByText(/The pin is/)).toBeNull();
  });
});

describe('Suggest the address from the pin', () => {
  it('offers each field that differs, and fills only the one taken', async () => {
    const sent = bff((r) =>
      r.path.startsWith('/bff/geocode/reverse')
        ? [
            200,
            {
              ...answered([]),
              candidate: {
                ...PRAHA,
                label: 'Brno, CZ',
                address: { city: 'Brno', zipCode: '602 00', countryCode: 'CZ' },
              },
            },
          ]
        : undefined,
    );
    const { user } = await renderInApp(
      <Harness
        values={{ line1: 'Masarykova 5', city: 'Praha', gps: { latitude: '49.1951', longitude: '16.608' } }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Suggest the address from the pin' }));
    const list = await screen.findByRole('list', { name: 'Suggested address' });
    expect(sent.at(-1)!.path).toBe('/bff/geocode/reverse?latitude=49.1951&longitude=16.608');
    expect(list.textContent).toContain('town: Brno (now: Praha)');
    expect(list.textContent).toContain('postal code: 602 00 (now: empty)');
    expect(list.textContent).not.toContain('street');

    await user.click(screen.getByRole('button', { name: 'Use the suggested town' }));
    expect(form().getValues('location')).toMatchObject({ city: 'Brno', zipCode: '', line1: 'Masarykova 5' });
    expect(screen.getByRole('list', { name: 'Suggested address' }).textContent).not.toContain('town:');
  });

  it('cannot be asked without a pin', async () => {
    bff(() => undefined);
    await renderInApp(<Harness values={{}} />);
    expect(
      (screen.getByRole('button', { name: 'Suggest the address from the pin' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });
});
