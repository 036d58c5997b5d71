import { Alert, Box, Button, Chip, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IRREVERSIBLE_OPERATIONS, type HistoryEntry, type HistoryPage } from '@/contract/desk/place-history';
import { describeChanges } from '@/domain/words/change-text';
import type { EditableField } from '@/contract/desk/place-fields';
import { LaterChangePropertiesSchema } from '@/contract/desk/problem-properties';
import { problemProperties } from '@/web/shared/lib/problem-properties';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import { useRevertChange } from '@/web/features/bulk-changes/api/job-queries';
import { changeWords } from '@/web/shared/places/lib/change-words';
import { EntryNotes } from './entry-notes';

interface Props {
  placeId: string;
  /** The place's history as the editor read it, and a way to read it again. */
  history: { data?: HistoryPage | undefined; error: Error | null; refetch?: () => Promise<unknown> };
  readOnly: boolean;
  /** After a revert the editor reloads the place. */
  onReverted: () => void;
}

interface LaterChange {
  username: string;
  fields: EditableField[];
  at: string;
}

/** The later change named by a refused revert (409 with `laterUsername`, `laterFields`, `laterAt`). */
function laterChangeOf(error: Error | null): LaterChange | null {
  const p = problemProperties(error, LaterChangePropertiesSchema, 409);
  return p ? { username: p.laterUsername, fields: p.laterFields, at: p.laterAt } : null;
}

/**
 * The place's history, newest first: who changed what and when (hours in words), each change
 * revertible unless the server refuses because a later change touched the same fields.
 */
export default function HistorySection({ placeId, history, readOnly, onReverted }: Props) {
  const { t, i18n } = useTranslation();
  const revert = useRevertChange(placeId);
  const [target, setTarget] = useState<{ id: number; done: boolean } | null>(null);
  const words = changeWords(t);
  const when = (at: string) =>
    new Date(at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // A revert refused because a later change touched the same fields names that change in the
  // user's words (who, which fields, when in local time), not the server's English and UTC.
  const later = laterChangeOf(revert.error);
  const onRevert = (entry: HistoryEntry) => {
    setTarget({ id: entry.id, done: false });
    revert.mutate(entry.id, {
      onSuccess: () => {
        setTarget({ id: entry.id, done: true });
        onReverted();
      },
    });
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="section"
      aria-label={t('history.title')}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('history.title')}
      </Typography>
      {history.error && (
        <ProblemAlert error={history.error} onRetry={history.refetch && (() => void history.refetch?.())} />
      )}
      {history.data && !history.data.items.length && (
        <Typography color="textSecondary">{t('history.empty')}</Typography>
      )}
      <List disablePadding>
        {history.data?.items.map((entry) => (
          <ListItem
            key={entry.id}
            divider
            disableGutters
            sx={{ display: 'block' }}
            data-history-entry={entry.id}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" label={t(`history.operation.${entry.operation}`)} />
              <Typography variant="body2" color="textSecondary" sx={{ flexGrow: 1 }}>
                {t('history.by', { user: entry.username, when: when(entry.at) })}
              </Typography>
              {!readOnly &&
                entry.changes.length > 0 &&
                !IRREVERSIBLE_OPERATIONS.includes(entry.operation) && (
                  <Button size="small" onClick={() => onRevert(entry)} disabled={revert.isPending}>
                    {t('history.revert')}
                  </Button>
                )}
            </Stack>
            <EntryNotes entry={entry} />
            <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
              {describeChanges(entry.changes, words).map((line) => (
                <Typography component="li" variant="body2" key={line}>
                  {line}
                </Typography>
              ))}
            </Box>
            {target?.id === entry.id && revert.error && later && (
              <Alert severity="warning">
                {t('history.changedAgain', {
                  user: later.username,
                  fields: later.fields.map((field) => words.fields[field] ?? field).join(', '),
                  when: when(later.at),
                })}
              </Alert>
            )}
            {target?.id === entry.id && revert.error && !later && <ProblemAlert error={revert.error} />}
            {target?.id === entry.id && target.done && (
              <Alert severity="success">{t('history.reverted')}</Alert>
            )}
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
