import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDisconnectPlatform } from '../api/disconnect-platform';
import { paths } from '@/web/shared/lib/paths';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';

/** Whose rights read orders: the user's own platform account when connected, else the installation's. */
export function PlatformConnection({
  connected,
  returnTo,
  onDisconnected,
}: {
  connected: boolean;
  returnTo: string;
  onDisconnected: () => void;
}) {
  const { t } = useTranslation();
  const disconnect = useDisconnectPlatform(onDisconnected);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="textSecondary">
          {connected ? t('order.platformConnected') : t('order.platformNotConnected')}
        </Typography>
        {connected ? (
          <Button size="small" onClick={() => disconnect.mutate()} loading={disconnect.isPending}>
            {t('order.disconnect')}
          </Button>
        ) : (
          <Button size="small" href={paths.platformConnect(returnTo)}>
            {t('order.connect')}
          </Button>
        )}
      </Stack>
      {/* A disconnect that failed leaves the account connected: say so, not nothing. */}
      {disconnect.error && <ProblemAlert error={disconnect.error} />}
    </Stack>
  );
}

/** What the OAuth callback said about connecting the account (see usePlatformOutcome). */
export function PlatformOutcome({ outcome }: { outcome: string | null }) {
  const { t } = useTranslation();
  if (outcome === 'connected') return <Alert severity="success">{t('order.connected')}</Alert>;
  if (outcome === 'denied') return <Alert severity="warning">{t('order.denied')}</Alert>;
  if (outcome === 'failed' || outcome === 'invalid-state')
    return <Alert severity="error">{t('order.connectFailed')}</Alert>;
  return null;
}
