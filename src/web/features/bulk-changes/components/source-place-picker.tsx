import { Autocomplete, Box, CircularProgress, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchItem } from '@/contract/place-search';
import { placeOperations } from '@/contract/operations/places';
import { call } from '@/web/shared/lib/call';
import { weekSummary } from '@/web/shared/lib/week-summary';

// The place whose weekly hours a "copy weekly hours" job copies: found by name, city or id through
// the e-shop's search (as typed, after a pause), its week shown before the job starts. The server
// checks the place again when the job is previewed and started.

const PAUSE_MS = 300;
const OPTIONS = 10;

interface Props {
  eshopId: string;
  value: string;
  onChange: (placeId: string) => void;
}

function useTypedPause(text: string) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

export function SourcePlacePicker({ eshopId, value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<SearchItem | null>(null);
  const q = useTypedPause(typed.trim());
  const found = useQuery({
    queryKey: ['places', 'list', 'copy-source', eshopId, q],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ eshopId, page: '0', size: String(OPTIONS) });
      if (q) query.set('q', q);
      return call(placeOperations.search, { query }, { signal });
    },
    placeholderData: (previous) => previous,
  });
  const loading = found.isFetching || typed.trim() !== q;
  const current = chosen?.id === value ? chosen : null;
  return (
    <Box>
      <Autocomplete<SearchItem>
        options={found.data?.items ?? []}
        value={current}
        onChange={(_e, place) => {
          setChosen(place);
          onChange(place?.id ?? '');
        }}
        inputValue={typed}
        onInputChange={(_e, text) => setTyped(text)}
        // The server searched already (names without diacritics, cities, ids).
        filterOptions={(options) => options}
        getOptionLabel={(place) => place.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={loading}
        loadingText={t('bulk.sourceSearching')}
        noOptionsText={q ? t('bulk.sourceNoMatch', { q }) : t('bulk.sourceTypeToSearch')}
        renderOption={({ key, ...props }, place) => (
          <li key={key} {...props}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{place.name}</Typography>
              <Typography variant="caption" color="textSecondary" sx={{ wordBreak: 'break-all' }}>
                {[place.location.city, place.id].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('bulk.sourcePlace')}
            helperText={t('bulk.sourcePlaceHelp')}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {loading && <CircularProgress color="inherit" size={18} aria-hidden />}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      {current && (
        <Typography variant="body2" sx={{ mt: 1 }} role="status" aria-label={t('bulk.sourceWeek')}>
          {t('bulk.sourceWeekIs', {
            name: current.name,
            week: weekSummary(current.openingHours.regular, i18n.language, t('bulk.closed')),
          })}
        </Typography>
      )}
    </Box>
  );
}
