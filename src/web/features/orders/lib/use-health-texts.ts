import { useTranslation } from 'react-i18next';
import type { HealthWarning, NextEvent, OrderHealth } from './order-health';
import { useFormat } from './format';

/** The health line's sentences in the user's language: the summary, the next event, each warning. */
export function useHealthTexts() {
  const { t } = useTranslation();
  const f = useFormat();
  const summary = (health: OrderHealth) =>
    health.total === 1
      ? t(`order.health.phase.${health.phases[0]!.phase}`) +
        (health.phases[0]!.delayed ? ` (${t('order.health.delayedCount', { count: 1 })})` : '')
      : health.phases
          .map(
            ({ phase, count, delayed }) =>
              t('order.health.phaseOf', {
                phase: t(`order.health.phase.${phase}`),
                count,
                total: health.total,
              }) + (delayed ? ` (${t('order.health.delayedCount', { count: delayed })})` : ''),
          )
          .join(' · ');
  const next = (event: NextEvent | undefined) => {
    if (!event) return t('order.health.next.none');
    if (event.kind === 'goingBack') return t('order.health.next.goingBack');
    if (event.kind === 'noDate') return t('order.health.next.noDate');
    if (event.kind === 'pickupBy') return t('order.health.next.pickupBy', { date: f.dateTime(event.at) });
    if (event.kind === 'estimatedDelivery' && event.overdue)
      return t('order.health.next.estimatedOverdue', { date: f.date(event.date) });
    if (event.kind === 'estimatedDelivery')
      return t('order.health.next.estimatedDelivery', { date: f.date(event.date) });
    return event.from && event.to
      ? t('order.health.next.deliveryWindow', { from: f.dateTime(event.from), to: f.dateTime(event.to) })
      : t('order.health.next.deliveryFrom', { from: f.dateTime(event.from ?? event.to) });
  };
  const warning = (w: HealthWarning) => {
    const n = 'parcel' in w ? w.parcel + 1 : undefined;
    const recipient = 'recipient' in w ? (w.recipient ?? t('order.health.warning.customer')) : undefined;
    switch (w.kind) {
      case 'delayed':
        return w.reason
          ? t('order.health.warning.delayed', { n, reason: w.reason })
          : t('order.health.warning.delayedNoReason', { n });
      case 'storageEnds':
        return w.days === 0
          ? t('order.health.warning.storageEndsToday', { n, date: f.dateTime(w.deadline) })
          : t('order.health.warning.storageEnds', { n, count: w.days, date: f.dateTime(w.deadline) });
      case 'late':
        return t('order.health.warning.late', { n, date: f.date(w.wasExpected) });
      case 'storageEnded':
        return w.deadline
          ? t('order.health.warning.storageEnded', { n, date: f.dateTime(w.deadline) })
          : t('order.health.warning.expired', { n });
      case 'trackingStopped':
        return t('order.health.warning.trackingStopped', { n, state: f.code('TrackingState', w.state) });
      case 'codToPay':
        return w.at === 'delivery'
          ? t('order.health.warning.codToPayOnDelivery', { amount: f.money(w.amount) })
          : t('order.health.warning.codToPay', { amount: f.money(w.amount) });
      case 'emailFailed':
        return t('order.health.warning.emailFailed', { recipient, event: f.code('EmailEventType', w.event) });
      case 'emailNotOpened':
        return t('order.health.warning.emailNotOpened', { recipient, count: w.count });
      case 'snoozeOver':
        return t('order.health.warning.snoozeOver', { date: f.dateTime(w.until) });
      default:
        return t(`order.health.warning.${w.kind}`, { n });
    }
  };
  return { summary, next, warning };
}
