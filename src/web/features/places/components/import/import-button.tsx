import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { Button } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Job } from '@/contract/desk/bulk-jobs';
import { loadImportTexts } from '@/web/shared/lib/i18n';

// The dialog and its texts load only when the button is pressed.
const ImportDialog = lazy(() => Promise.all([import('./import-dialog'), loadImportTexts()]).then(([m]) => m));

interface Props {
  eshopId: string;
  onStarted: (job: Job) => void;
}

/** "Import" beside the export, for those who may change places. */
export function ImportButton({ eshopId, onStarted }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('import.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog
            eshopId={eshopId}
            onClose={() => setOpen(false)}
            onStarted={(job) => {
              setOpen(false);
              onStarted(job);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
