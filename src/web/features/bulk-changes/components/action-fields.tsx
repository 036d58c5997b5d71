import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ACTION_KINDS, type ActionForm } from './action-form';
import { HolidayFields, RangeFields, StorageFields } from './action-kind-fields';
import { SetFieldsFields } from './set-fields-fields';
import { SourcePlacePicker } from './source-place-picker';
import { WeekDaysFields } from './week-days-fields';

interface Props {
  form: ActionForm;
  onChange: (form: ActionForm) => void;
  /** Deleting is offered to administrators only. */
  mayDelete: boolean;
  /** The e-shop whose places a copy of weekly hours is chosen from. */
  eshopId: string;
}

/** The fields of the chosen bulk action. */
export function ActionFields({ form, onChange, mayDelete, eshopId }: Props) {
  const { t } = useTranslation();
  const set = (changes: Partial<ActionForm>) => onChange({ ...form, ...changes });
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('bulk.action')}
        value={form.kind}
        onChange={(e) => set({ kind: e.target.value as ActionForm['kind'] })}
        // A long action's name wraps on a phone rather than being cut.
        slotProps={{ select: { SelectDisplayProps: { style: { whiteSpace: 'normal' } } } }}
      >
        {ACTION_KINDS.filter((k) => k !== 'delete' || mayDelete).map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`bulk.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <RangeFields form={form} set={set} />
      <WeekDaysFields form={form} set={set} />
      {form.kind === 'copyWeeklyHours' && (
        <SourcePlacePicker
          eshopId={eshopId}
          value={form.fromPlaceId}
          onChange={(fromPlaceId) => set({ fromPlaceId })}
        />
      )}
      <HolidayFields form={form} set={set} />
      <StorageFields form={form} set={set} />
      <SetFieldsFields form={form} set={set} />
      {form.kind === 'placePins' && (
        <Typography variant="body2" color="textSecondary">
          {t('bulk.placePinsHelp')}
        </Typography>
      )}
    </Stack>
  );
}
