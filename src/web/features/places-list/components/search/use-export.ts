import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/web/shared/ui/notify';
import {
  exportUrl,
  fetchExport,
  saveFile,
  type ExportFormat,
} from '@/web/features/places-list/lib/download-export';

/** An export under way: how many bytes have arrived. */
export interface ExportProgress {
  format: ExportFormat;
  received: number;
}

/** Runs one export at a time: progress while it streams, a download at the end, cancellable. */
export function useExport(query: URLSearchParams) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the screen ends the export (its bytes would have nowhere to go).
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (format: ExportFormat) => {
      controller.current?.abort();
      const abort = (controller.current = new AbortController());
      setProgress({ format, received: 0 });
      try {
        const { blob, fileName } = await fetchExport(
          exportUrl(format, query, i18n.language),
          format,
          (received) => setProgress({ format, received }),
          abort.signal,
        );
        saveFile(blob, fileName);
        notify(t('places.export.done', { name: fileName }), 'success');
      } catch (error) {
        if (abort.signal.aborted) notify(t('places.export.cancelled'), 'info');
        else
          notify(
            t('places.export.failed', { reason: error instanceof Error ? error.message : String(error) }),
            'error',
          );
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setProgress(null);
        }
      }
    },
    [query, notify, t, i18n.language],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { progress, start, cancel };
}
