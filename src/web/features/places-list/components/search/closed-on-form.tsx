import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A date typed or picked (the browser's own date field, usable by keyboard), applied with Enter. */
export function ClosedOnForm({
  initial,
  onApply,
}: {
  initial: string | undefined;
  onApply: (date: string) => void;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState(initial ?? new Date().toISOString().slice(0, 10));
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (/^\d{4}-\d{2}-\d{2}$/.test(date)) onApply(date);
      }}
      sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center' }}
    >
      <TextField
        type="date"
        size="small"
        autoFocus
        label={t('places.filters.closedOnDate')}
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
      <Button type="submit" variant="contained" disabled={!date}>
        {t('places.filters.apply')}
      </Button>
    </Box>
  );
}
