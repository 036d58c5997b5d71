import { Box, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditFilters } from '@/contract/desk/audit';
import { isoOf, localInput } from '../lib/audit-filters';

/** The operations the BFF records (a group by its first part matches all of its own), offered as typed. */
const OPERATIONS = [
  'place',
  'place.create',
  'place.update',
  'place.delete',
  'place.restore',
  'place.revert',
  'place.image',
  'job',
  'import',
  'user',
  'user.add',
  'user.change',
  'user.password',
  'platform',
  'auth',
];

/** The audit log's filters, applied together (Enter or "Filter"), so typing sends no request. */
export function AuditFiltersForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({
    username: filters.username ?? '',
    operation: filters.operation ?? '',
    place: filters.place ?? '',
    from: localInput(filters.from),
    to: localInput(filters.to),
  });
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({
      username: draft.username.trim() || undefined,
      operation: draft.operation.trim() || undefined,
      place: draft.place.trim() || undefined,
      from: isoOf(draft.from),
      to: isoOf(draft.to),
    });
  };
  const clear = () => {
    setDraft({ username: '', operation: '', place: '', from: '', to: '' });
    onApply({});
  };
  const field = {
    size: 'small' as const,
    sx: { minWidth: { xs: '100%', sm: 160 }, flex: { sm: '1 1 160px' } },
  };
  // A date and time field shows its own `mm/dd/yyyy, --:--`: it needs more room than a text.
  // A place's ID is 36 characters: shown whole.
  const id = { ...field, sx: { minWidth: { xs: '100%', sm: 330 }, flex: { sm: '2 1 330px' } } };
  const moment = { ...field, sx: { minWidth: { xs: '100%', sm: 230 }, flex: { sm: '1 1 230px' } } };
  return (
    <Box component="form" onSubmit={submit} aria-label={t('admin.audit.filters')} role="search">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          {...field}
          label={t('admin.audit.user')}
          value={draft.username}
          onChange={set('username')}
        />
        <TextField
          {...field}
          label={t('admin.audit.action')}
          value={draft.operation}
          onChange={set('operation')}
          slotProps={{ htmlInput: { list: 'audit-operations' } }}
        />
        <datalist id="audit-operations">
          {OPERATIONS.map((op) => (
            <option key={op} value={op} />
          ))}
        </datalist>
        <TextField {...id} label={t('admin.audit.place')} value={draft.place} onChange={set('place')} />
        <TextField
          {...moment}
          type="datetime-local"
          label={t('admin.audit.from')}
          value={draft.from}
          onChange={set('from')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...moment}
          type="datetime-local"
          label={t('admin.audit.to')}
          value={draft.to}
          onChange={set('to')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained">
            {t('admin.audit.apply')}
          </Button>
          <Button type="button" onClick={clear}>
            {t('admin.audit.clear')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
