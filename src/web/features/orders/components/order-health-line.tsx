import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../contract/orders';
import { useFormat } from '../lib/format';
import { CustomerReplyDialog } from './customer-reply-dialog';
import {
  orderHealth,
  sectionId,
  type HealthWarning,
  type NextEvent,
  type OrderHealth,
} from '../lib/order-health';

/** The link moves the view and the focus to the section, without a router navigation. */
function goToSection(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start', behavior: 'smooth' });
  target.focus({ preventScroll: true });
}

const ICONS = { error: ErrorOutlined, warning: WarningAmberOutlined, info: InfoOutlined } as const;

function useHealthTexts() {
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
      case 'storageEnded':
        return t('order.health.warning.storageEnded', { n, date: f.dateTime(w.deadline) });
      case 'trackingStopped':
        return t('order.health.warning.trackingStopped', { n, state: f.code('TrackingState', w.state) });
      case 'codToPay':
        return t('order.health.warning.codToPay', { amount: f.money(w.amount) });
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

/**
 * The answer first: where the parcels are, what happens next, and what needs action, each with a
 * link to the section it comes from. Storage days count in `timeZone` (the pickup place's).
 */
export function OrderHealthLine({
  order,
  timeZone,
  now = new Date(),
}: {
  order: Order;
  timeZone: string;
  now?: Date;
}) {
  const { t } = useTranslation();
  const [replyOpen, setReplyOpen] = useState(false);
  const texts = useHealthTexts();
  const health = orderHealth(order, now, timeZone);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="order-health-title" sx={{ p: 2 }}>
      <Typography id="order-health-title" variant="overline" component="h2" color="text.secondary">
        {t('order.health.title')}
      </Typography>
      <Typography variant="h6" component="p" data-testid="order-health-summary">
        {health.total ? texts.summary(health) : t('order.health.unknown.parcels')}
      </Typography>
      <Typography color="text.secondary">{texts.next(health.next)}</Typography>
      {health.unknown.includes('parcelState') && (
        <Typography color="text.secondary">{t('order.health.unknown.parcelState')}</Typography>
      )}
      <Stack
        component="ul"
        spacing={0.5}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        aria-label={t('order.health.title')}
      >
        {health.warnings.length === 0 && (
          <Typography component="li" color="success.main">
            {t('order.health.allGood')}
          </Typography>
        )}
        {health.warnings.map((w, i) => {
          const Icon = ICONS[w.severity];
          return (
            <Box component="li" key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Icon fontSize="small" color={w.severity} sx={{ mt: '2px' }} aria-hidden />
              <Typography component="span" data-severity={w.severity}>
                {texts.warning(w)}{' '}
                <Link href={`#${sectionId(w.section)}`} onClick={goToSection} sx={{ whiteSpace: 'nowrap' }}>
                  {t(`order.health.goTo.${w.section}`)}
                </Link>
              </Typography>
            </Box>
          );
        })}
      </Stack>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ContentCopyOutlined />}
        onClick={() => setReplyOpen(true)}
        sx={{ mt: 1.5 }}
      >
        {t('order.reply.open')}
      </Button>
      <CustomerReplyDialog
        order={order}
        timeZone={timeZone}
        open={replyOpen}
        onClose={() => setReplyOpen(false)}
      />
    </Paper>
  );
}
