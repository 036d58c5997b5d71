import { test } from '@playwright/test';
import { APP, expectAccessible, screenshot, signIn } from './support/app';
import { expect, orderJourneySettings } from './support/order-screen';

// Issue 19: support answers from the first screenful. The showcase order of the sandbox's seed
// (src/sandbox/store/seed-orders.ts): "20261001", two Packeta parcels, one of them delivered.

orderJourneySettings();

const SHOWCASE = 'cccccccc-cccc-4ccc-8ccc-cccccccccc01';

test('the showcase order opens with its health line, and the answer for the customer is one click away', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP });
  await signIn(page, 'support');
  await page.goto(`${APP}/orders/${SHOWCASE}`);
  const health = page.getByRole('region', { name: 'At a glance' });
  await expect(health.getByTestId('order-health-summary')).toHaveText(
    'On its way: 1 of 2 parcels (1 delayed) · Delivered: 1 of 2 parcels',
  );
  await expect(health).toContainText(
    'Delivery was expected on 3 Nov 2026; the carrier has not delivered yet.',
  );
  await expect(health.getByRole('listitem')).toContainText([
    'Parcel 2 is delayed: Zpoždění na třídicím centru dopravce',
    '3 e-mails to alena.kolarova@centrum.cz have not been opened.',
    'The snooze ran out on 3 Nov 2026, 09:00.',
  ]);
  // The pickup place as it is now: one of the demo e-shop's own places, today's state in its zone.
  const place = page.getByRole('region', { name: 'Pickup place now' });
  await expect(place.getByRole('link', { name: 'Zásilkovna Praha Karlín' })).toBeVisible();
  await expect(place.getByTestId('order-place-today')).toHaveText(
    /^(Open now · closes at \d\d:\d\d|Closed.*)$/,
  );
  await screenshot(page, 'order-health');
  await expectAccessible(page);

  await health.getByRole('button', { name: 'Copy answer for the customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Answer for the customer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Written in Czech, the language of the order.')).toBeVisible();
  // No parcel waits at a place, so there is no PIN to give and nothing to tick.
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await screenshot(page, 'order-reply');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog).toBeHidden();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // Each parcel told on its own line, the delay of the second with it (issue 29: it was left out).
  expect(copied).toContain(
    [
      'Dobrý den, paní Kolářová,',
      '',
      'posíláme stav vaší objednávky 20261001:',
      '1. balík: doručeno.',
      '2. balík: na cestě se zpožděním (Zpoždění na třídicím centru dopravce); čekali jsme jej 3. 11. 2026 a zatím nedorazil.',
    ].join('\n'),
  );
  expect(copied).toContain('Výdejní místo: Zásilkovna Praha Karlín, Sokolovská 84, 186 00 Praha.');
  expect(copied).toContain('Otevírací doba výdejního místa v příštích dnech:');
  expect(copied).toContain(`Sledování zásilky: `);
  expect(copied).not.toMatch(/PIN|139069/);
  await expect(page.getByRole('status').filter({ hasText: 'Answer copied' })).toBeVisible();

  // A warning's link moves the focus to its section; the place opens in the editor (read-only).
  await health.getByRole('link', { name: 'Go to parcels' }).click();
  await expect(page.getByRole('region', { name: 'Parcels', exact: true })).toBeFocused();
  await place.getByRole('link', { name: 'Zásilkovna Praha Karlín' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zásilkovna Praha Karlín' })).toBeVisible();

  // Back to the lookup: the recent lookup carries the order's health line.
  await page.goto(`${APP}/orders`);
  await expect(page.getByRole('button', { name: SHOWCASE }).getByTestId('recent-order-health')).toHaveText(
    ' · On its way: 1 of 2 parcels (1 delayed) · Delivered: 1 of 2 parcels',
  );
});
