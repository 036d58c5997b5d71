import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { Button } from '@mui/material';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Job } from '@/contract/desk/bulk-jobs';
import { loadImportTexts } from '@/web/shared/lib/i18n';

// The dialog and its texts load only when the button is pressed. The button and the dialog are
// apart: the button sits in the search bar, whose layout changes with the window's width, and a
// dialog inside it was unmounted, with the user's upload and mapping, when the width crossed it.
const ImportDialog = lazy(() => Promise.all([import('./import-dialog'), loadImportTexts()]).then(([m]) => m));

/** "Import" beside the export, for those who may change places. */
export function ImportButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="outlined" startIcon={<UploadOutlined />} onClick={onOpen} aria-haspopup="dialog">
      {t('import.button')}
    </Button>
  );
}

interface Props {
  eshopId: string;
  onClose: () => void;
  onStarted: (job: Job) => void;
}

/** The import dialog, loaded on first use; render it where the layout does not change. */
export function LazyImportDialog({ eshopId, onClose, onStarted }: Props) {
  return (
    <Suspense fallback={null}>
      <ImportDialog
        eshopId={eshopId}
        onClose={onClose}
        onStarted={(job) => {
          onClose();
          onStarted(job);
        }}
      />
    </Suspense>
  );
}
