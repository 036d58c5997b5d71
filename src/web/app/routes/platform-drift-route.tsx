import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { sessionQuery } from '@/web/features/auth/api/session';
import { PlatformDriftPage } from '@/web/features/platform-drift/components/platform-drift-page';

/** /platform-drift: administrators only, as the BFF's report is (another role is told so, not sent away). */
export default function PlatformDriftRoute() {
  const { t } = useTranslation();
  const session = useQuery(sessionQuery).data;
  if (session?.user.role !== 'admin')
    return (
      <Alert severity="info" role="alert" sx={{ maxWidth: 960, mx: 'auto' }}>
        {t('drift.forbidden')}
      </Alert>
    );
  return <PlatformDriftPage />;
}
