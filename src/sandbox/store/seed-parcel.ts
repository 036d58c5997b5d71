// One parcel of a demo order: its timeline (seed-parcel-timeline.ts) and its facts, drawn with
// times relative to the order's creation; the parcel itself is made once the order's creation
// time (t0) is known. The draws happen in a fixed order (see seed-parcel-timeline.ts).

import type { Parcel } from '@/contract/orders/parcels';
import type { DeliveryState } from '@/contract/orders/states';
import { phone } from './seed-draw';
import { SEED_BASE_DATE } from './seed-order-plan';
import { TRACKING_BY_DELIVERY, type Step } from './seed-parcel-steps';
import {
  drawSteps,
  recordFollowUps,
  recordSteps,
  timelineRecorder,
  type Ev,
  type ParcelContext,
  type Tracking,
} from './seed-parcel-timeline';
import { DAY, HOUR, iso, MIN, round2 } from './seed-random';

/** The parcel's facts beyond its timeline: milestones, dates, ids, PIN, size, courier. */
function drawFacts(ctx: ParcelContext, steps: Step[], delayed: boolean) {
  const { plan, rng } = ctx;
  const pickup = plan.dest !== 'HOUSE_ADDRESS';
  const last = steps[steps.length - 1] as Step;
  const find = (d: DeliveryState) => steps.find((s) => s.delivery === d && !s.returning);
  const labelled = find('READY_TO_SEND');
  const handed = find('HANDED_TO_CARRIER');
  const stored = find('STORED_FOR_PICKUP');
  const delivered = find('DELIVERED');
  const eta = delivered?.at ?? stored?.at ?? (handed ?? labelled)?.at ?? 0;
  const etaRel = delivered || stored ? eta : eta + rng.span(DAY, 2 * DAY) + (delayed ? 2 * DAY : 0);
  // A two-hour window on whole hours around the (expected) delivery.
  const windowFrom = delivered ? delivered.at - rng.span(0, 60 * MIN) : etaRel;
  const ids = { parcel: rng.uuid(), tracking: rng.uuid(), config: rng.uuid() };
  const pin = rng.digits(6);
  const dims = {
    weight: round2(0.2 + rng.float() * 6),
    height: rng.int(5, 40),
    length: rng.int(15, 60),
    width: rng.int(10, 40),
  };
  const trackingState =
    plan.special === 'MALFUNCTION'
      ? 'INVALID_CREDENTIALS'
      : plan.special === 'SUSPENDED'
        ? 'SUSPENDED'
        : TRACKING_BY_DELIVERY[last.delivery];
  const courierPhone = phone(rng, plan.country);
  const pendingDelivery =
    !pickup && handed && !delivered && !last.urgent && !last.returning && last.delivery !== 'RETURNED';
  return {
    labelled,
    stored,
    delivered,
    etaRel,
    windowFrom,
    ids,
    pin,
    dims,
    trackingState,
    courierPhone,
    pendingDelivery,
  };
}
type Facts = ReturnType<typeof drawFacts>;

interface Drafted {
  steps: Step[];
  evs: Ev[];
  delayed: boolean;
  tracking: Tracking;
  facts: Facts;
}

/** The parcel at its real times, t0 being the order's creation. */
function makeParcel(ctx: ParcelContext, skus: string[], drafted: Drafted, t0: number): Parcel {
  const { plan, carrier, storeDays } = ctx;
  const { steps, evs, delayed, tracking, facts } = drafted;
  const { labelled, stored, delivered, pendingDelivery } = facts;
  const pickup = plan.dest !== 'HOUSE_ADDRESS';
  const first = steps[0] as Step;
  const last = steps[steps.length - 1] as Step;
  const t = (rel: number) => iso(t0 + rel);
  const timeline = evs.map((e) => e.make(t)).sort((a, b) => (a.created ?? '').localeCompare(b.created ?? ''));
  const { at: _at, text: _text, ...lastState } = last;
  const from = Math.floor((t0 + facts.windowFrom) / HOUR) * HOUR;
  const window =
    !pickup && (delivered || pendingDelivery) ? { from: iso(from), to: iso(from + 2 * HOUR) } : undefined;
  return {
    id: facts.ids.parcel,
    orderId: plan.id,
    externalCreated: t(first.at - MIN),
    dimensions: labelled ? facts.dims : undefined,
    deliveryDetails: labelled
      ? {
          estimatedDeliveryDate: t(facts.etaRel).slice(0, 10),
          delay: delayed
            ? { delayed: true, reason: 'Zpoždění na třídicím centru dopravce' }
            : { delayed: false },
        }
      : undefined,
    pin: stored ? facts.pin : undefined,
    state: {
      ...lastState,
      returning: last.returning ?? false,
      deliverToday: Boolean(pendingDelivery && window?.from.slice(0, 10) === SEED_BASE_DATE.slice(0, 10)),
      // Deprecated states (spec 001, 9), kept consistent with the order flags.
      important: delayed ? 'SLIGHTLY_DELAYED' : last.important,
      urgent: plan.state === 'UNDELIVERED' && pickup ? 'LAST_DAY_FOR_PICKUP' : last.urgent,
      trackingState: facts.trackingState,
    },
    maxStoreDate: stored ? t(stored.at + storeDays * DAY) : undefined,
    deliveryWindow: window,
    activeTracking: labelled
      ? {
          trackingId: facts.ids.tracking,
          carrier: carrier.carrier,
          number: tracking.number,
          url: tracking.url,
          referenceId: plan.orderNumber,
          carrierConfigurationId: ctx.deprecated ? undefined : facts.ids.config,
          courierPhone: pickup ? undefined : facts.courierPhone,
        }
      : undefined,
    timeline,
    products: skus,
    tags: plan.special === 'SUSPENDED' ? ['TRACKING_SUSPENDED'] : [],
    carrierTrackingUrl: ctx.deprecated && labelled ? tracking.url : undefined,
    created: t(first.at),
    updated: timeline[timeline.length - 1]?.created,
  };
}

/** Draws everything of one parcel now; returns the latest relative time and a maker taking t0. */
export function draftParcel(
  ctx: ParcelContext,
  role: number,
  skus: string[],
): { horizon: number; make: (t0: number) => Parcel } {
  const steps = drawSteps(ctx, role);
  const number = ctx.carrier.trackingNumber((n) => ctx.rng.digits(n));
  const tracking = {
    number,
    url: `https://sandbox.example/carriers/${ctx.carrier.carrier.toLowerCase()}/track/${number}`,
  };
  const rec = timelineRecorder(ctx);
  recordSteps(ctx, role, steps, tracking, rec);
  const { horizon, delayed } = recordFollowUps(ctx, role, steps, rec);
  const facts = drawFacts(ctx, steps, delayed);
  const drafted = { steps, evs: rec.evs, delayed, tracking, facts };
  return { horizon, make: (t0) => makeParcel(ctx, skus, drafted, t0) };
}
