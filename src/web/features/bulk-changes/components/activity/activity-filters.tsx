import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { JOB_KINDS, JOB_LIST_STATES } from '@/contract/desk/bulk-jobs';
import type { ActivityFilters } from '@/web/features/bulk-changes/api/activity-queries';

// The Activity screen's filters, kept in the address (a reload or a copied link shows the same
// jobs): `by=me`, `state=running|ended`, `kind=<the action's kind>`; anything else is no filter.

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

export function filtersOf(search: URLSearchParams): ActivityFilters {
  return {
    createdBy: pick(['me'] as const, search.get('by')),
    state: pick(JOB_LIST_STATES, search.get('state')),
    kind: pick(JOB_KINDS, search.get('kind')),
  };
}

interface Props {
  filters: ActivityFilters;
  onChange: (name: 'by' | 'state' | 'kind', value: string) => void;
}

/** Started by (me or anyone), state (running or ended) and kind: three selects (the page lays them out). */
export function ActivityFilterFields({ filters, onChange }: Props) {
  const { t } = useTranslation();
  // Each select shows its "any" choice (the empty value) with its label above it.
  const field = {
    select: true,
    size: 'small',
    slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
  } as const;
  return (
    <>
      <TextField
        {...field}
        label={t('activity.startedBy')}
        value={filters.createdBy ?? ''}
        onChange={(e) => onChange('by', e.target.value)}
      >
        <MenuItem value="">{t('activity.by.anyone')}</MenuItem>
        <MenuItem value="me">{t('activity.by.me')}</MenuItem>
      </TextField>
      <TextField
        {...field}
        label={t('activity.state')}
        value={filters.state ?? ''}
        onChange={(e) => onChange('state', e.target.value)}
      >
        <MenuItem value="">{t('activity.states.any')}</MenuItem>
        {JOB_LIST_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {t(`activity.states.${state}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        label={t('activity.kind')}
        value={filters.kind ?? ''}
        onChange={(e) => onChange('kind', e.target.value)}
      >
        <MenuItem value="">{t('activity.anyKind')}</MenuItem>
        {JOB_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`bulk.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
