import { pathOf } from '@/contract/operations/operation';
import { placeOperations } from '@/contract/operations/places';
import { apiLanguage, failedRequest, problemOf } from '@/web/shared/lib/api-client';

// Exports are streamed by the BFF (every match, not a page), so they are read here chunk by chunk:
// the bytes received so far are reported as they arrive, the user can cancel, and the file is
// handed to the browser's download once complete (a cancelled or broken export leaves no file).

export type ExportFormat = 'csv' | 'csv-semicolon' | 'geojson';

export const exportUrl = (format: ExportFormat, query: URLSearchParams, language = 'en') => {
  const params = new URLSearchParams(query);
  if (format === 'geojson') return pathOf(placeOperations.exportGeojson, {}, params);
  params.set('separator', format === 'csv' ? 'comma' : 'semicolon');
  // "CSV for Excel" in Czech: Czech Excel reads 50,0875 as a number, 50.0875 as text (issue 29).
  if (format === 'csv-semicolon' && language === 'cs') params.set('decimal', 'comma');
  return pathOf(placeOperations.exportCsv, {}, params);
};

/** The file name the BFF suggests (`attachment; filename="…"`), else one of our own. */
export function fileNameOf(disposition: string | null, format: ExportFormat) {
  const name = /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
  return name ?? `places.${format === 'geojson' ? 'geojson' : 'csv'}`;
}

/** Reads the whole export, telling the bytes received; rejects with AbortError when cancelled. */
export async function fetchExport(
  url: string,
  format: ExportFormat,
  onProgress: (bytes: number) => void,
  signal: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const res = await fetch(url, {
    headers: { 'accept-language': apiLanguage() },
    credentials: 'same-origin',
    signal,
  });
  if (!res.ok) throw failedRequest(res.status, await problemOf(res));
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  if (res.body) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onProgress(bytes);
    }
  }
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  return {
    blob: new Blob(chunks, { type }),
    fileName: fileNameOf(res.headers.get('content-disposition'), format),
  };
}

/** Hands a finished file to the browser's download. */
export function saveFile(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has its own reference by then.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
