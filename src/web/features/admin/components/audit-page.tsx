import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '@/contract/desk/audit';
import { intlLocale } from '@/web/shared/lib/i18n';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import { auditCsvUrl, auditQuery } from '../api/audit';
import { filtersOf, paramsOf } from '../lib/audit-filters';
import { AuditFiltersForm } from './audit-filters-form';

// The audit log for administrators: filtered by who, what, which place and when (in the address),
// newest first, page after page; the same matches as CSV. A table on a wide screen, cards on a phone.

const OUTCOME_COLOR = { success: 'success', denied: 'warning', failure: 'error' } as const;

export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const log = useInfiniteQuery(auditQuery(filters));
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  const format = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  const when = (iso: string) => format.format(new Date(iso));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t('admin.audit.title')}
        </Typography>
        <Button variant="outlined" startIcon={<DownloadOutlined />} href={auditCsvUrl(filters)} download>
          {t('admin.audit.export')}
        </Button>
      </Stack>
      <AuditFiltersForm
        key={params.toString()}
        filters={filters}
        onApply={(next) => setParams(paramsOf(next))}
      />
      {log.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('admin.audit.loading')}>
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      ) : log.isError ? (
        <Box role="alert">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('admin.audit.failed')}
          </Typography>
          <ProblemAlert error={log.error} onRetry={() => void log.refetch()} />
        </Box>
      ) : items.length === 0 ? (
        <Alert severity="info" role="status">
          {t('admin.audit.empty')}
        </Alert>
      ) : (
        <>
          {compact ? <AuditCards items={items} when={when} /> : <AuditTable items={items} when={when} />}
          {log.hasNextPage && (
            <Button
              variant="outlined"
              onClick={() => void log.fetchNextPage()}
              disabled={log.isFetchingNextPage}
              sx={{ alignSelf: 'center' }}
            >
              {t('admin.showMore')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}

type ListProps = { items: AuditEntry[]; when: (iso: string) => string };

function Outcome({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={OUTCOME_COLOR[entry.outcome]}
      label={`${t(`admin.audit.outcome.${entry.outcome}`)} · ${entry.status}`}
    />
  );
}

function AuditTable({ items, when }: ListProps) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('admin.audit.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.audit.when')}</TableCell>
            <TableCell>{t('admin.audit.user')}</TableCell>
            <TableCell>{t('admin.audit.action')}</TableCell>
            <TableCell>{t('admin.audit.target')}</TableCell>
            <TableCell>{t('admin.audit.result')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((e) => (
            <TableRow key={e.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(e.at)}</TableCell>
              <TableCell>
                {e.username}{' '}
                <Typography component="span" variant="caption" color="textSecondary">
                  ({t(`roles.${e.role}`)})
                </Typography>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{e.operation}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{e.target}</TableCell>
              <TableCell>
                <Outcome entry={e} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function AuditCards({ items, when }: ListProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('admin.audit.title')}
    >
      {items.map((e) => (
        <Paper component="li" key={e.id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {e.operation}
            </Typography>
            <Outcome entry={e} />
          </Stack>
          {e.target && (
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {e.target}
            </Typography>
          )}
          <Typography variant="caption" color="textSecondary">
            {e.username} ({t(`roles.${e.role}`)}) · {when(e.at)}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
