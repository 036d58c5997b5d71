import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { parseOrderInput, type OrderInput } from '../lib/order-input';
import { RecentOrderChip } from './recent-order-chip';
import { paths } from '@/web/shared/lib/paths';

const ERRORS: Record<Exclude<OrderInput['kind'], 'id'>, string> = {
  invalid: 'order.invalidId',
  orderNumber: 'order.orderNumberNotSearchable',
  ambiguous: 'order.ambiguousId',
};

/**
 * Paste an order id, or an address that carries it (tracking page, order page): it is checked
 * before any request is made, and an order number is told why it cannot be looked up.
 */
export function OrderLookup({ initial, recent }: { initial: string; recent: string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<keyof typeof ERRORS>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = parseOrderInput(value);
    if (input.kind !== 'id') return setError(input.kind);
    setError(undefined);
    setValue(input.id);
    void navigate(paths.order(input.id));
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
          error={error !== undefined}
          helperText={error ? t(ERRORS[error]) : t('order.orderIdHelp')}
          sx={{ flexGrow: 1 }}
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
          autoFocus={!initial}
        />
        <Button type="submit" variant="contained" startIcon={<SearchOutlined />} sx={{ height: 56 }}>
          {t('order.search')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <Typography variant="body2" color="textSecondary">
          {t('order.recent')}:
        </Typography>
        {recent.length === 0 && (
          <Typography variant="body2" color="textSecondary">
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
