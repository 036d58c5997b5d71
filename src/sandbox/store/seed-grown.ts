import type { Order } from '@/contract/orders/order';
import type { StoredPlace } from './place-mapping';

// The demo data of the `grown` dialect (SANDBOX_DIALECT=grown, dialect.ts): the same places and
// orders, changed where a platform that moved on would have changed them, and stored so, as its
// data. Seeded ones are changed rather than new ones added: the journeys and the BFF's tests pin
// the demo data's counts ("1–20 of 28") and read its first rows, so in grown they run over the same
// rows and meet the unknown values there (the first place of the list, the AlzaBox on page one).
//
// - every place: a field the documents do not list (`wheelchairAccessible`), `location.what3words`,
//   and `lockerCapacity` on the boxes;
// - "Výdejna Praha Florenc" (the list's first row): origin WOOCOMMERCE;
// - "AlzaBox Praha Holešovice": carrier ALZABOX and type PICKUP_LOCKER;
// - every order: `loyaltyPoints` and `customer.preferredChannel`;
// - order GROWN_ORDER: orderState ON_HOLD, destination type PICKUP_LOCKER with carrier ALZABOX, its
//   first parcel's delivery state AWAITING_STOCK and a timeline record of type CHATBOT.

/** Names of the demo places that carry unknown enumeration values in the grown dialect. */
export const GROWN_PLACES = {
  origin: 'Výdejna Praha Florenc',
  carrierAndType: 'AlzaBox Praha Holešovice',
} as const;

/** The order with unknown enumeration values in the grown dialect (not one the journeys pin). */
export const GROWN_ORDER = 'cccccccc-cccc-4ccc-8ccc-cccccccccc30';

const WORDS = ['stůl', 'okno', 'jablko', 'řeka', 'most', 'lampa', 'kniha', 'pole', 'hrad', 'vlak'];
const what3words = (n: number) =>
  `///${WORDS[n % 10]}.${WORDS[Math.floor(n / 10) % 10]}.${WORDS[(n * 7 + 3) % 10]}`;

export function grownPlace(place: StoredPlace, index: number): StoredPlace {
  const grown: StoredPlace = {
    ...place,
    location: { ...place.location, what3words: what3words(index) },
    wheelchairAccessible: index % 2 === 0,
  };
  if (place.type === 'PARCEL_BOX') grown.lockerCapacity = 24 + (index % 4) * 12;
  if (place.name === GROWN_PLACES.origin) grown.origin = 'WOOCOMMERCE';
  if (place.name === GROWN_PLACES.carrierAndType) {
    grown.carrier = 'ALZABOX';
    grown.type = 'PICKUP_LOCKER';
    grown.lockerCapacity = 60;
  }
  return grown;
}

export function grownOrder(order: Order): Order {
  const grown: Order = {
    ...order,
    loyaltyPoints: Math.floor(order.price?.amount ?? 0),
    ...(order.customer ? { customer: { ...order.customer, preferredChannel: 'EMAIL' } } : {}),
  };
  if (order.id !== GROWN_ORDER) return grown;
  const [first, ...rest] = order.parcels;
  return {
    ...grown,
    orderState: 'ON_HOLD',
    ...(order.destination?.parcelShop
      ? {
          destination: {
            ...order.destination,
            type: 'PICKUP_LOCKER',
            parcelShop: { ...order.destination.parcelShop, carrier: 'ALZABOX' },
          },
        }
      : {}),
    parcels: first
      ? [
          {
            ...first,
            state: { ...first.state, delivery: 'AWAITING_STOCK' },
            timeline: [
              ...first.timeline,
              {
                type: 'CHATBOT',
                text: 'Zákazník se ptal chatbota, kdy zásilka dorazí.',
                created: first.updated ?? first.created,
              },
            ],
          },
          ...rest,
        ]
      : [],
  };
}
