import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Choice } from './choice-list';

interface Props {
  label: string;
  /** The values offered; with `free`, any typed text is a value too (city names). */
  choices: readonly Choice<string>[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  free?: boolean;
  placeholder?: string;
  /**
   * The typed text, for choices the server finds (city names): they are shown as they come, not
   * narrowed again here (the server matches without diacritics, `usti` → `Ústí`).
   */
  onInputChange?: (text: string) => void;
  loading?: boolean;
}

/** Values of a long list (carriers, countries) or free text (cities), typed to narrow them down. */
export function MultiValuePicker(props: Props) {
  const { label, choices, selected, onChange, free, placeholder, onInputChange, loading } = props;
  const { t } = useTranslation();
  const labelOf = (value: string) => choices.find((c) => c.value === value)?.label ?? value;
  const hintOf = (value: string) => choices.find((c) => c.value === value)?.hint;
  return (
    <Box sx={{ p: 1.5, width: 340, maxWidth: '90vw' }}>
      <Autocomplete
        multiple
        freeSolo={free}
        autoHighlight
        openOnFocus={!free || Boolean(onInputChange)}
        {...(onInputChange && {
          filterOptions: (options: string[]) => options.filter((o) => !selected.includes(o)),
          onInputChange: (_e: unknown, text: string) => onInputChange(text),
          loading,
          loadingText: t('common.loading'),
        })}
        size="small"
        options={choices.map((c) => c.value)}
        value={[...selected]}
        onChange={(_e, values) => onChange(values.map((v) => v.trim()).filter(Boolean))}
        getOptionLabel={labelOf}
        renderOption={({ key, ...props }, value) => {
          const hint = hintOf(value);
          return (
            <li key={key} {...props}>
              {hint ? (
                <span>
                  {labelOf(value)}
                  <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                    {hint}
                  </Typography>
                </span>
              ) : (
                labelOf(value)
              )}
            </li>
          );
        }}
        noOptionsText={t('places.filters.noOptions')}
        renderInput={(params) => <TextField {...params} autoFocus label={label} placeholder={placeholder} />}
      />
    </Box>
  );
}
