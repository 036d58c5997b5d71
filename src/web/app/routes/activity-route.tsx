import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canEditPlaces, sessionQuery } from '@/web/features/auth/api/session';
import ActivityPage from '@/web/features/bulk-changes/components/activity/activity-page';
import { useAppConfig } from '@/web/shared/lib/app-config';
import { useSelectedEshop } from '@/web/shared/lib/use-eshop';

/** /activity?eshop=<id>: every bulk job of the e-shop (the one worked on, without one named). */
export default function ActivityRoute() {
  const { t } = useTranslation();
  const session = useQuery(sessionQuery).data;
  const config = useAppConfig();
  const { eshopId, eshops } = useSelectedEshop();
  if (!eshopId)
    return !config.data ? null : (
      <Alert severity="info" sx={{ maxWidth: 960, mx: 'auto' }}>
        {t('activity.noEshop')}
      </Alert>
    );
  return (
    <ActivityPage
      key={eshopId}
      eshopId={eshopId}
      eshops={eshops}
      canEdit={canEditPlaces(session)}
      user={session?.user}
    />
  );
}
