// The timeline of a demo parcel, drawn with times relative to the order's creation: its delivery
// steps, a TRACKING record of each with the e-mails and tickets it brings, and what follows the
// last step (reminders, a delay, a staff note). The random draws happen in a fixed order, so every
// run seeds the same parcel: a change of that order changes the whole demo data.

import type { TimelineRecord } from '@/contract/orders/timeline';
import type { CarrierInfo } from './seed-catalog';
import { STAFF } from './seed-data-cz';
import type { Plan, WorkflowState } from './seed-order-plan';
import { emailFor, gap, GROUPS, stepsFor, type Step } from './seed-parcel-steps';
import { DAY, HOUR, MIN, type Rng } from './seed-random';
import { EMAIL_SUBJECTS, STAFF_NOTES, TRACKING_TEXTS } from './seed-texts-cz';

/** What every parcel of one order shares. */
export interface ParcelContext {
  plan: Plan;
  rng: Rng;
  email: string;
  carrier: CarrierInfo;
  deprecated: boolean;
  storeDays: number;
}

/** A timeline record whose times are relative to the order's creation until t0 is known. */
export interface Ev {
  at: number;
  make: (t: (rel: number) => string) => TimelineRecord;
}

/** The parcel's tracking number and the carrier's page of it. */
export interface Tracking {
  number: string;
  url: string;
}

/** The TRACKING steps of the parcel with their relative times. */
export function drawSteps(ctx: ParcelContext, role: number): Step[] {
  const { plan, rng, storeDays } = ctx;
  let at = role * rng.span(1 * MIN, 5 * MIN);
  const steps: Step[] = [];
  for (const s of stepsFor(plan, role, rng)) {
    // A second parcel leaves a day later (e.g. from another warehouse).
    const later = role === 1 && s.delivery === 'HANDED_TO_CARRIER' ? DAY : 0;
    at += gap(s, steps[steps.length - 1], rng, storeDays) + later;
    steps.push({ ...s, at });
  }
  return steps;
}

/** The records of a timeline as they are drawn, and the two kinds that recur: e-mails and tickets. */
export function timelineRecorder(ctx: ParcelContext) {
  const { rng } = ctx;
  const evs: Ev[] = [];
  /**
   * A COMMUNICATION record of a customer e-mail, with its shippingEmail; an ISSUE_COMMUNICATION one
   * says what was written, and carries no shippingEmail (spec 001, 2.3 gives it to COMMUNICATION
   * records only). The same random draws either way, so the rest of the seed stays as it was.
   */
  const mail = (
    rel: number,
    state: WorkflowState,
    type: 'COMMUNICATION' | 'ISSUE_COMMUNICATION' = 'COMMUNICATION',
  ) => {
    const [timelineId, emailId, emailConfigId] = [rng.uuid(), rng.uuid(), rng.uuid()];
    const event = rng.pick(['EMAIL_DELIVERED', 'EMAIL_OPENED', 'EMAIL_CLICKED'] as const);
    const when = rel + rng.span(3 * MIN, 20 * MIN);
    const text = `E-mail „${EMAIL_SUBJECTS[state] ?? state}“ odeslán zákazníkovi`;
    evs.push({
      at: when,
      make: (t) => ({
        timelineId,
        type,
        text,
        created: t(when),
        ...(type === 'COMMUNICATION'
          ? {
              additionalParams: {
                shippingEmail: {
                  recipient: ctx.email,
                  emailId,
                  emailConfigId,
                  state,
                  event,
                  occurred: t(when),
                },
              },
            }
          : {}),
      }),
    });
  };
  /** An ISSUE_TRACKING record: a ticket in an external helpdesk or at the carrier (spec 001, 2.3). */
  const issue = (rel: number, text: string, kind: string) => {
    const [timelineId, author] = [rng.uuid(), rng.pick(STAFF)];
    const externalUrl = `https://sandbox.example/helpdesk/tickets/${rng.digits(6)}`;
    evs.push({
      at: rel,
      make: (t) => ({
        timelineId,
        type: 'ISSUE_TRACKING',
        text,
        created: t(rel),
        author,
        additionalParams: { issueTracking: { type: kind, externalUrl } },
      }),
    });
  };
  return { evs, mail, issue };
}
export type Recorder = ReturnType<typeof timelineRecorder>;

/** One TRACKING record per step, with the e-mail and the ticket the step brings. */
export function recordSteps(
  ctx: ParcelContext,
  role: number,
  steps: Step[],
  tracking: Tracking,
  rec: Recorder,
) {
  const { plan, rng, carrier } = ctx;
  for (const [i, s] of steps.entries()) {
    const id = rng.uuid();
    const { at: rel, text: stepText, ...parcelState } = s;
    const text = stepText ?? TRACKING_TEXTS[s.delivery] ?? s.delivery;
    // The deprecated parcelTrace (spec 001, 9) repeats the carrier event, from the hand-over on.
    const trace =
      ctx.deprecated && i >= 3
        ? {
            carrier: carrier.carrier,
            trackingNumber: tracking.number,
            identifier: `${tracking.number}-${i}`,
            text,
          }
        : undefined;
    rec.evs.push({
      at: rel,
      make: (t) => ({
        timelineId: id,
        type: 'TRACKING',
        text,
        created: t(rel),
        additionalParams: {
          parcelState: { ...parcelState, deliverToday: false, returning: s.returning ?? false },
          parcelStateGroup: s.returning ? 'RETURNING' : (GROUPS[s.delivery] ?? 'PROCESSING'),
          ...(trace ? { parcelTrace: { ...trace, occurred: t(rel), created: t(rel + 2 * MIN) } } : {}),
        },
      }),
    });
    const workflow = emailFor(s, role, plan.dest);
    if (workflow)
      rec.mail(rel, workflow, workflow === 'INCORRECT_ADDRESS' ? 'ISSUE_COMMUNICATION' : 'COMMUNICATION');
    if (s.urgent === 'INCORRECT_ADDRESS') {
      rec.issue(rel + rng.span(HOUR, 3 * HOUR), 'Požadavek u dopravce na opravu adresy', 'CARRIER_TICKET');
    }
    if (s.returning) rec.issue(rel + rng.span(HOUR, 4 * HOUR), 'Vratka založena v helpdesku', 'RETURN');
  }
}

/**
 * What follows the last step: the reminders of a parcel not picked up, the delay of one in transit
 * and a staff note. Returns the latest relative time of the timeline and whether it is delayed.
 */
export function recordFollowUps(ctx: ParcelContext, role: number, steps: Step[], rec: Recorder) {
  const { plan, rng, storeDays } = ctx;
  const last = steps[steps.length - 1] as Step;
  let horizon = last.at;
  if (plan.state === 'UNDELIVERED' && plan.dest !== 'HOUSE_ADDRESS') {
    if (storeDays > 3) rec.mail(last.at + 3 * DAY, 'NOT_PICKED_UP_3DAYS', 'ISSUE_COMMUNICATION');
    horizon = last.at + (storeDays - 1) * DAY;
    rec.mail(horizon, 'LAST_PICKUP_DAY', 'ISSUE_COMMUNICATION');
    const text = 'Zákazník kontaktován, žádá prodloužení úložní doby';
    rec.issue(horizon + rng.span(HOUR, 2 * HOUR), text, 'HELPDESK_TICKET');
  }
  const delayed =
    last.delivery === 'IN_TRANSIT' && !last.urgent && (plan.showcase ? role === 1 : rng.chance(0.3));
  if (delayed) {
    rec.mail(last.at + HOUR, 'DELIVERY_DELAYED');
    if (plan.showcase) {
      const text = 'Dotaz na dopravce kvůli zpoždění zásilky';
      rec.issue(last.at + rng.span(2 * HOUR, 3 * HOUR), text, 'CARRIER_TICKET');
    }
  }
  if ((plan.showcase && role === 0) || rng.chance(0.25)) {
    const note = rng.pick(STAFF_NOTES);
    const author = rng.pick(STAFF);
    const id = rng.uuid();
    const rel = rng.pick(steps).at + rng.span(15 * MIN, 90 * MIN);
    rec.evs.push({
      at: rel,
      make: (t) => ({ timelineId: id, type: 'NOTE', text: note, created: t(rel), author }),
    });
  }
  return { horizon: Math.max(horizon, ...rec.evs.map((e) => e.at)), delayed };
}
