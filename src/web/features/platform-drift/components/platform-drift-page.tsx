import { Alert, Box, Button, Chip, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DriftEntry } from '@/contract/desk/platform-drift';
import { intlLocale } from '@/web/shared/lib/i18n';
import { paths } from '@/web/shared/lib/paths';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import { driftQueries } from '../api/get-platform-drift';
import { byWeight, driftSentence } from '../lib/drift-words';

// The administrators' view of what the platform sent that this version does not know (issue 42):
// one card per entry, in words, with when it was first and last seen and a place to open.

const KIND_COLOR = { value: 'warning', field: 'info', null: 'default', unreadable: 'error' } as const;

export function PlatformDriftPage() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const report = useQuery(driftQueries.report());
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {t('drift.title')}
        </Typography>
        <Button variant="outlined" onClick={() => void report.refetch()} disabled={report.isFetching}>
          {t('drift.refresh')}
        </Button>
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {t('drift.intro')}
      </Typography>
      {report.isPending ? (
        <Stack spacing={1.5} aria-busy="true" aria-label={t('drift.loading')}>
          <Skeleton variant="rounded" height={88} />
          <Skeleton variant="rounded" height={88} />
        </Stack>
      ) : report.isError ? (
        <Box role="alert">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('drift.failed')}
          </Typography>
          <ProblemAlert error={report.error} onRetry={() => void report.refetch()} />
        </Box>
      ) : report.data.entries.length === 0 ? (
        <Alert severity="success" role="status">
          {t('drift.empty', { since: when(report.data.since) })}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="textSecondary">
            {t('drift.since', { since: when(report.data.since) })}
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {[...report.data.entries].sort(byWeight).map((entry) => (
              <DriftCard
                key={`${entry.resource}|${entry.kind}|${entry.field}|${entry.value ?? ''}`}
                entry={entry}
                when={when}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function DriftCard({ entry, when }: { entry: DriftEntry; when: (iso: string) => string }) {
  const { t, i18n } = useTranslation();
  const example = entry.examples[0];
  const link = example && (entry.resource === 'order' ? paths.order(example) : paths.place(example));
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip size="small" color={KIND_COLOR[entry.kind]} label={t(`drift.kind.${entry.kind}`)} />
          {entry.field && (
            <Typography
              component="code"
              variant="body2"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
            >
              {entry.field}
              {entry.value !== undefined ? ` = ${entry.value}` : ''}
            </Typography>
          )}
        </Stack>
        <Typography variant="body1">{driftSentence(entry, t, intlLocale(i18n.language))}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 3, rowGap: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="textSecondary">
            {t('drift.firstSeen')}: {when(entry.firstSeen)}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('drift.lastSeen')}: {when(entry.lastSeen)}
          </Typography>
          {link && (
            <Link component={RouterLink} to={link} variant="body2">
              {entry.resource === 'order' ? t('drift.exampleOrder') : t('drift.example')}
            </Link>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
