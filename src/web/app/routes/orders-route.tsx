import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Placeholder until the order viewer lands (its own issue). */
export default function OrdersRoute() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {t('orders.title')}
      </Typography>
      <Alert severity="info">{t('orders.comingSoon')}</Alert>
    </Stack>
  );
}
