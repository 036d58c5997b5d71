import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/web/shared/lib/api-client';
import { paths } from '@/web/shared/lib/paths';

/** Why an order could not be shown: not found, the platform account to connect, or the platform's error. */
export function OrderError({
  error,
  orderId,
  onRetry,
}: {
  error: Error;
  orderId: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const apiError = error instanceof ApiError ? error : undefined;
  if (apiError?.status === 404) {
    return (
      <Alert severity="warning" role="alert">
        <strong>{t('order.notFoundTitle')}.</strong> {t('order.notFound')}
      </Alert>
    );
  }
  if (apiError?.is('platform-connect-required') || apiError?.is('platform-reconnect-required')) {
    return (
      <Alert
        severity="info"
        role="alert"
        action={
          <Button variant="contained" size="small" href={paths.platformConnect(paths.order(orderId))}>
            {t('order.connect')}
          </Button>
        }
      >
        <strong>{t('order.connectTitle')}.</strong>{' '}
        {apiError.is('platform-reconnect-required') ? t('order.reconnectBody') : t('order.connectBody')}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert" action={<Button onClick={onRetry}>{t('order.retry')}</Button>}>
      <strong>{apiError?.title ?? t('order.upstream')}.</strong> <Box component="span">{error.message}</Box>
    </Alert>
  );
}
