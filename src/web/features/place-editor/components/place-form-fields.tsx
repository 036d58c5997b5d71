import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { useMemo } from 'react';
import {
  Controller,
  useFormContext,
  type FieldPath,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, DESTINATION_TYPES, STORAGE_TIME_TYPES } from '@/contract/enums';
import { fieldId } from '../lib/field-ids';
import type { PlaceFormValues } from '../lib/place-form-model';

// The plain fields of the editor. Labels are the visible field names and so the accessible names;
// required fields carry the spec's required marker.

/** Registers a field and wires its error, label and read-only state (the form is passed in). */
export function fieldPropsFor(
  form: UseFormReturn<PlaceFormValues>,
  readOnly: boolean,
  translate: (m: string | undefined) => string | undefined,
) {
  return (
    name: FieldPath<PlaceFormValues>,
    label: string,
    required = false,
    options?: RegisterOptions<PlaceFormValues>,
  ) => {
    const { error } = form.getFieldState(name, form.formState);
    return {
      ...form.register(name, options),
      id: fieldId(name),
      label,
      required,
      error: Boolean(error),
      helperText: translate(error?.message),
      disabled: readOnly,
      fullWidth: true,
    };
  };
}

export function useFieldProps(readOnly: boolean, translate: (m: string | undefined) => string | undefined) {
  return fieldPropsFor(useFormContext<PlaceFormValues>(), readOnly, translate);
}

export function BasicsFields({
  readOnly,
  translate,
}: {
  readOnly: boolean;
  translate: (m: string | undefined) => string | undefined;
}) {
  const { t } = useTranslation();
  const field = useFieldProps(readOnly, translate);
  const { control } = useFormContext<PlaceFormValues>();
  return (
    <Stack spacing={2}>
      <TextField {...field('name', t('fields.name'), true)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="type"
          render={({ field: f }) => (
            <TextField
              select
              id={fieldId('type')}
              inputRef={f.ref}
              label={t('fields.type')}
              required
              value={f.value}
              onChange={f.onChange}
              onBlur={f.onBlur}
              disabled={readOnly}
              fullWidth
            >
              {DESTINATION_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`placeType.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField {...field('originPickupPlaceId', t('fields.originPickupPlaceId'), true)} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('phone', t('fields.phone'), true)} type="tel" autoComplete="off" />
        <TextField {...field('email', t('fields.email'), true)} type="email" autoComplete="off" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          // A number field holds a number (an empty one: NaN, said as "Required"), never the text.
          {...field('storageTimeInDays', t('fields.storageTimeInDays'), true, { valueAsNumber: true })}
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 365 } }}
        />
        <Controller
          control={control}
          name="storageTimeType"
          render={({ field: f }) => (
            <TextField
              select
              id={fieldId('storageTimeType')}
              label={t('fields.storageTimeType')}
              value={f.value}
              onChange={f.onChange}
              disabled={readOnly}
              fullWidth
            >
              {STORAGE_TIME_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`storageType.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <TextField {...field('note', t('fields.note'))} multiline minRows={2} />
    </Stack>
  );
}

export function AddressFields({
  readOnly,
  translate,
}: {
  readOnly: boolean;
  translate: (m: string | undefined) => string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const field = useFieldProps(readOnly, translate);
  const { control } = useFormContext<PlaceFormValues>();
  const countryName = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return (code: string) => {
      if (code === 'UNDEFINED') return t('fields.countryUndefined');
      try {
        const name = names.of(code);
        return name && name !== code ? `${name} (${code})` : code;
      } catch {
        return code;
      }
    };
  }, [i18n.language, t]);
  const options = useMemo(
    () => [...COUNTRY_CODES].sort((a, b) => countryName(a).localeCompare(countryName(b), i18n.language)),
    [countryName, i18n.language],
  );
  return (
    <Stack spacing={2}>
      <TextField {...field('location.line1', t('fields.line1'), true)} />
      <TextField {...field('location.line2', t('fields.line2'))} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('location.city', t('fields.city'), true)} />
        <TextField {...field('location.zipCode', t('fields.zipCode'), true)} sx={{ maxWidth: { sm: 160 } }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('location.region', t('fields.region'))} />
        <TextField {...field('location.state', t('fields.state'))} />
      </Stack>
      <Controller
        control={control}
        name="countryCode"
        render={({ field: f, fieldState }) => (
          <Autocomplete
            id={fieldId('countryCode')}
            options={options}
            value={f.value}
            onChange={(_e, v) => v && f.onChange(v)}
            getOptionLabel={countryName}
            disabled={readOnly}
            disableClearable
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('fields.countryCode')}
                required
                error={Boolean(fieldState.error)}
                helperText={translate(fieldState.error?.message)}
              />
            )}
          />
        )}
      />
    </Stack>
  );
}
