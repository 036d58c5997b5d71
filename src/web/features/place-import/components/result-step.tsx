import {
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_OUTCOMES, type Import, type ImportOutcome } from '@/contract/desk/import';
import { describeChanges } from '@/domain/words/change-text';
import { useImportRows } from '@/web/features/place-import/api/import-queries';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import { useRowWords } from './use-row-words';

const COLORS = { create: 'success', update: 'info', unchanged: 'default', error: 'error' } as const;
const SIZE = 20;

/** The dry run: counts per outcome, then the rows (errors first), each error as row, column, reason. */
export function ResultStep({ result }: { result: Import }) {
  const { t, i18n } = useTranslation();
  const [outcome, setOutcome] = useState<ImportOutcome | ''>('');
  const [page, setPage] = useState(0);
  const rows = useImportRows(result, outcome, page, SIZE);
  const n = (x: number) => x.toLocaleString(i18n.language);
  const { changeText, words, noteLines } = useRowWords(result);

  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={outcome}
        onChange={(_e, v: ImportOutcome | '' | null) => {
          setOutcome(v ?? '');
          setPage(0);
        }}
        aria-label={t('import.filter')}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="">{t('import.all', { n: n(result.counts.total) })}</ToggleButton>
        {IMPORT_OUTCOMES.map((o) => (
          <ToggleButton key={o} value={o}>
            {t(`import.outcomes.${o}`, { n: n(result.counts[o]) })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {result.counts.hoursNoted > 0 && (
        <Typography variant="body2" role="status">
          {t('import.hoursNoted', { count: result.counts.hoursNoted, n: n(result.counts.hoursNoted) })}
        </Typography>
      )}
      {result.counts.pinFar > 0 && (
        <Typography variant="body2" role="status">
          {t('import.pinFar', { count: result.counts.pinFar, n: n(result.counts.pinFar) })}
        </Typography>
      )}
      {rows.error && <ProblemAlert error={rows.error} onRetry={() => void rows.refetch()} />}
      <Table size="small" aria-label={t('import.rows')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('import.row')}</TableCell>
            <TableCell>{t('import.outcome')}</TableCell>
            <TableCell>{t('import.name')}</TableCell>
            <TableCell>{t('import.problems')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.data?.items.map((row) => (
            <TableRow key={row.row}>
              <TableCell>{row.row}</TableCell>
              <TableCell>
                <Chip size="small" color={COLORS[row.outcome]} label={t(`import.outcome_${row.outcome}`)} />
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{row.name || row.originPickupPlaceId}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>
                {row.errors.length ? (
                  row.errors.map(words).join('; ')
                ) : row.changes.length ? (
                  // What the row changes, old → new, as the History tab says it.
                  <Stack component="ul" sx={{ m: 0, pl: 2 }}>
                    {describeChanges(row.changes, changeText).map((line, k) => (
                      <li key={k}>{line}</li>
                    ))}
                  </Stack>
                ) : (
                  row.fields.map((f) => t(`bulk.fields.${f}`)).join(', ')
                )}
                {noteLines(row).map((line) => (
                  <Typography key={line} variant="body2" color="textSecondary">
                    {line}
                  </Typography>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={rows.data?.page.totalElements ?? 0}
        page={page}
        rowsPerPage={SIZE}
        rowsPerPageOptions={[SIZE]}
        onPageChange={(_e, p) => setPage(p)}
      />
    </Stack>
  );
}
