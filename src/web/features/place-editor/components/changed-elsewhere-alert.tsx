import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Above the save bar, and as sticky: someone else saved this place while the user has unsaved changes. */
export function ChangedElsewhereAlert({ shown, onReview }: { shown: boolean; onReview: () => void }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ position: 'sticky', bottom: 76, zIndex: 1100, maxWidth: 1100, mx: 'auto', mb: 1.5 }}
      action={
        <Button color="inherit" size="small" onClick={onReview}>
          {t('live.review')}
        </Button>
      }
    >
      {t('live.changedElsewhere')}
    </Alert>
  );
}
