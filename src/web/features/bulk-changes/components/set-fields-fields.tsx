import { Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DESTINATION_TYPES } from '@/contract/enums';
import type { ActionForm, FieldsForm } from './action-form';

interface Props {
  form: ActionForm;
  set: (changes: Partial<ActionForm>) => void;
}

/** The fields set to one value on every place; one left empty stays as each place has it. */
export function SetFieldsFields({ form, set }: Props) {
  const { t } = useTranslation();
  if (form.kind !== 'setFields') return null;
  const f = form.fields;
  const change = (changes: Partial<FieldsForm>) => set({ fields: { ...f, ...changes } });
  return (
    <>
      <Typography variant="body2" color="textSecondary">
        {t('bulkFields.fieldsHelp')}
      </Typography>
      <TextField
        select
        label={t('bulk.fields.type')}
        value={f.type}
        onChange={(e) => change({ type: e.target.value as FieldsForm['type'] })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('bulkFields.keep')}</MenuItem>
        {DESTINATION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`placeType.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('bulk.fields.phone')}
        type="tel"
        placeholder={t('bulkFields.keep')}
        value={f.phone}
        onChange={(e) => change({ phone: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={t('bulk.fields.email')}
        type="email"
        placeholder={t('bulkFields.keep')}
        value={f.email}
        onChange={(e) => change({ email: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={t('bulk.fields.note')}
        placeholder={t('bulkFields.keep')}
        value={f.removeNote ? '' : f.note}
        onChange={(e) => change({ note: e.target.value })}
        disabled={f.removeNote}
        multiline
        minRows={2}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 2000 } }}
      />
      <FormControlLabel
        control={
          <Checkbox checked={f.removeNote} onChange={(e) => change({ removeNote: e.target.checked })} />
        }
        label={t('bulkFields.removeNote')}
      />
    </>
  );
}
