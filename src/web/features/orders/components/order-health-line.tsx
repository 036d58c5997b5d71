import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/contract/orders/order';
import { CustomerReplyDialog } from './customer-reply-dialog';
import type { ReplyPlace } from '../lib/customer-reply';
import { orderHealth, sectionId } from '../lib/order-health';
import { useHealthTexts } from '../lib/use-health-texts';

/** The link moves the view and the focus to the section, without a router navigation. */
function goToSection(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start', behavior: 'smooth' });
  target.focus({ preventScroll: true });
}

const ICONS = { error: ErrorOutlined, warning: WarningAmberOutlined, info: InfoOutlined } as const;

/**
 * The answer first: where the parcels are, what happens next, and what needs action, each with a
 * link to the section it comes from. Storage days count in `timeZone` (the pickup place's).
 */
export function OrderHealthLine({
  order,
  timeZone,
  now = new Date(),
  place,
}: {
  order: Order;
  timeZone: string;
  now?: Date;
  /** The pickup place as it is now, for the reply (when it is one of ours). */
  place?: ReplyPlace;
}) {
  const { t } = useTranslation();
  const [replyOpen, setReplyOpen] = useState(false);
  const texts = useHealthTexts();
  const health = orderHealth(order, now, timeZone);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="order-health-title"
      sx={{ p: 2, height: '100%' }}
    >
      <Typography id="order-health-title" variant="overline" component="h2" color="textSecondary">
        {t('order.health.title')}
      </Typography>
      <Typography variant="h6" component="p" data-testid="order-health-summary">
        {health.total ? texts.summary(health) : t('order.health.unknown.parcels')}
      </Typography>
      <Typography color="textSecondary">{texts.next(health.next)}</Typography>
      {health.unknown.includes('parcelState') && (
        <Typography color="textSecondary">{t('order.health.unknown.parcelState')}</Typography>
      )}
      <Stack
        component="ul"
        spacing={0.5}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        aria-label={t('order.health.title')}
      >
        {health.warnings.length === 0 && (
          <Typography component="li" color="success">
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
        place={place}
        open={replyOpen}
        onClose={() => setReplyOpen(false)}
      />
    </Paper>
  );
}
