import { Skeleton, Stack } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppLayout, type ShellUser } from '../features/shell/components/app-layout';
import { NotifyProvider } from '../shared/ui/notify';

/**
 * The frame of the signed-in screens: notifications, the app bar and the current screen. A chunk of
 * its own (with the texts, see router.tsx): nothing of it shows before the session has answered.
 * Notifications live here, not at the root, because only signed-in screens raise them; a note
 * raised before a navigation ("Place deleted") still shows after it, as the frame stays mounted.
 */
export default function SignedInShell({ user, onSignOut }: { user: ShellUser; onSignOut: () => void }) {
  return (
    <NotifyProvider>
      <AppLayout user={user} onSignOut={onSignOut}>
        <Suspense fallback={<ScreenLoading />}>
          <Outlet />
        </Suspense>
      </AppLayout>
    </NotifyProvider>
  );
}

/** While a screen's chunk loads inside the frame: the rough shape of a screen, not a blank area. */
function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton variant="text" width={280} height={48} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}
