import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { useCallback, useMemo, type Ref } from 'react';
import {
  Controller,
  useFormContext,
  type FieldPath,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, DESTINATION_TYPES, STORAGE_TIME_TYPES } from '@/contract/enums';
import type { PickupPlace } from '@/contract/places';
import { isKnownValue, wordEnum, type EnumField } from '@/web/shared/lib/enum-words';
import { regionName, sortedByLabel } from '@/web/shared/lib/locale-names';
import { fieldId } from '../lib/field-ids';
import type { PlaceFormValues } from '../lib/place-form-model';
import { growsWithText } from '@/web/shared/ui/grows-with-text';

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

/**
 * A value shown, not chosen: the platform's carrier and origin, or a value this version does not know
 * (issue 42). An unknown one is humanised with the hint that it is kept as it is: a select would show
 * it blank, or offer to replace it with a listed value the user never picked.
 */
function ValueField({
  id,
  label,
  field,
  value,
  required = false,
  inputRef,
}: {
  id: string;
  label: string;
  field: EnumField;
  value: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t, i18n } = useTranslation();
  const w = wordEnum(field, value, t, { language: i18n.language });
  return (
    <TextField
      id={id}
      label={label}
      value={w.label}
      required={required}
      inputRef={inputRef}
      fullWidth
      helperText={w.hint ? t('enumValue.keptHint', { hint: w.hint }) : undefined}
      // Shaded, so it does not look like a field to type into.
      sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
      slotProps={{
        input: { readOnly: true },
        htmlInput: w.known ? undefined : { 'data-unknown-value': w.value },
        formHelperText: { sx: { color: 'warning.main' } },
      }}
    />
  );
}

export function BasicsFields({
  readOnly,
  translate,
  place,
}: {
  readOnly: boolean;
  translate: (m: string | undefined) => string | undefined;
  /** The saved place (none while creating one): its carrier and origin are the platform's. */
  place?: PickupPlace | undefined;
}) {
  const { t } = useTranslation();
  const field = useFieldProps(readOnly, translate);
  const { control } = useFormContext<PlaceFormValues>();
  return (
    <Stack spacing={2}>
      <TextField {...field('name', t('fields.name'), true)} />
      {place && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ValueField id="place-carrier" label={t('fields.carrier')} field="carrier" value={place.carrier} />
          <ValueField id="place-origin" label={t('fields.origin')} field="origin" value={place.origin} />
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="type"
          render={({ field: f }) =>
            !isKnownValue('type', f.value) ? (
              <ValueField
                id={fieldId('type')}
                inputRef={f.ref}
                label={t('fields.type')}
                field="type"
                value={f.value}
                required
              />
            ) : (
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
            )
          }
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
          render={({ field: f }) =>
            !isKnownValue('storageTimeType', f.value) ? (
              <ValueField
                id={fieldId('storageTimeType')}
                label={t('fields.storageTimeType')}
                field="storageTimeType"
                value={f.value}
              />
            ) : (
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
            )
          }
        />
      </Stack>
      <TextField {...field('note', t('fields.note'))} {...growsWithText({ minRows: 2, fallbackRows: 3 })} />
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
  const countryName = useCallback(
    (code: string) => {
      if (code === 'UNDEFINED') return t('fields.countryUndefined');
      const name = regionName(code, i18n.language);
      return name ? `${name} (${code})` : code;
    },
    [i18n.language, t],
  );
  const options = useMemo(
    () => sortedByLabel(COUNTRY_CODES, countryName, i18n.language),
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
        render={({ field: f, fieldState }) =>
          !isKnownValue('countryCode', f.value) ? (
            <ValueField
              id={fieldId('countryCode')}
              inputRef={f.ref}
              label={t('fields.countryCode')}
              field="countryCode"
              value={f.value}
              required
            />
          ) : (
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
          )
        }
      />
    </Stack>
  );
}
