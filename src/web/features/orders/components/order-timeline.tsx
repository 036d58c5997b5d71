import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import {
  Box,
  Chip,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Parcel } from '@/contract/orders/parcels';
import { useFormat } from '../lib/format';
import {
  deliveryStateColor,
  mergedTimeline,
  parcelLabel,
  parcelTimeline,
  type TimelineEntry,
} from '../lib/order-view-model';

const ICONS = {
  NOTE: StickyNote2Outlined,
  COMMUNICATION: MailOutlineOutlined,
  ISSUE_COMMUNICATION: ChatBubbleOutlineOutlined,
  TRACKING: LocalShippingOutlined,
  ISSUE_TRACKING: ReportProblemOutlined,
} as const;

/** The timeline of all parcels merged, or of one parcel; newest first. */
export function OrderTimeline({ parcels }: { parcels: Parcel[] }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  const entries = tab === 0 ? mergedTimeline(parcels) : parcelTimeline(parcels[tab - 1]!, tab - 1);
  return (
    <Stack spacing={1}>
      <Tabs
        value={tab}
        onChange={(_e, v: number) => setTab(v)}
        variant="scrollable"
        aria-label={t('order.timeline')}
      >
        <Tab label={t('order.allParcels')} />
        {parcels.map((p, i) => (
          <Tab key={p.id} label={t('order.parcel', { label: parcelLabel(p, i) })} />
        ))}
      </Tabs>
      {entries.length === 0 ? (
        <Typography color="textSecondary">{t('order.noTimeline')}</Typography>
      ) : (
        <List dense aria-label={t('order.timeline')}>
          {entries.map((e) => (
            <TimelineItem
              key={`${e.parcelId}-${e.record.timelineId ?? e.record.created}`}
              entry={e}
              showParcel={tab === 0 && parcels.length > 1}
            />
          ))}
        </List>
      )}
    </Stack>
  );
}

function TimelineItem({ entry, showParcel }: { entry: TimelineEntry; showParcel: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { record } = entry;
  // A type the documents do not list (issue 42) gets the note's icon.
  const Icon =
    (ICONS as Partial<Record<string, typeof StickyNote2Outlined>>)[record.type ?? 'NOTE'] ??
    StickyNote2Outlined;
  const params = record.additionalParams;
  const email = params?.shippingEmail;
  const delivery = params?.parcelState?.delivery;
  const issue = params?.issueTracking;
  return (
    <ListItem alignItems="flex-start" sx={{ px: 0 }}>
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
        <Icon fontSize="small" color={record.type === 'ISSUE_TRACKING' ? 'warning' : 'action'} aria-hidden />
      </ListItemIcon>
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {f.code('TimelineType', record.type)}
            </Typography>
            {delivery && (
              <Chip
                size="small"
                color={deliveryStateColor(delivery)}
                label={f.code('DeliveryState', delivery)}
              />
            )}
            {showParcel && <Chip size="small" variant="outlined" label={entry.parcelLabel} />}
            <Typography variant="caption" color="textSecondary">
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {f.dateTime(record.created)}
              </Box>
              {record.author ? ` ${t('order.by', { author: record.author })}` : ''}
            </Typography>
          </Stack>
        }
        secondary={
          <Box component="span" sx={{ display: 'block' }}>
            {record.text}
            {email && (
              <Box component="span" sx={{ display: 'block' }}>
                {t('order.emailTo', { recipient: email.recipient ?? '—' })} ·{' '}
                {f.code('EmailEventType', email.event)} · {f.code('WorkflowState', email.state)}
                {email.occurred ? ` · ${f.dateTime(email.occurred)}` : ''}
              </Box>
            )}
            {issue?.externalUrl && (
              <Link
                href={issue.externalUrl}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ display: 'block' }}
              >
                {t('order.issueLink')}
                {issue.type ? ` (${f.code('IssueType', issue.type)})` : ''}
              </Link>
            )}
          </Box>
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
    </ListItem>
  );
}
