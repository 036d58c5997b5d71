import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UuidSchema } from '@/contract/common';
import { RecentOrderChip } from './recent-order-chip';
import { paths } from '@/web/shared/lib/paths';

/** Paste an order id: it is checked to be a UUID before any request is made. */
export function OrderLookup({ initial, recent }: { initial: string; recent: string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = value.trim().toLowerCase();
    if (!UuidSchema.safeParse(id).success) return setError(true);
    setError(false);
    void navigate(paths.order(id));
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        component="form"
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
        role="search"
      >
        <TextField
          label={t('order.orderId')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error}
          helperText={error ? t('order.invalidId') : t('order.orderIdHelp')}
          sx={{ flexGrow: 1 }}
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
          autoFocus={!initial}
        />
        <Button type="submit" variant="contained" startIcon={<SearchOutlined />} sx={{ height: 56 }}>
          {t('order.search')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('order.recent')}:
        </Typography>
        {recent.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('order.noRecent')}
          </Typography>
        )}
        {recent.map((id) => (
          <RecentOrderChip key={id} id={id} onOpen={() => void navigate(paths.order(id))} />
        ))}
      </Stack>
    </Paper>
  );
}
