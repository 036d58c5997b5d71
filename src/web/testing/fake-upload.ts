import { vi } from 'vitest';
import type { Answer } from './fake-bff';

// Uploads with progress go through XMLHttpRequest (fetch tells nothing of an upload's progress), so
// they pass fakeBff by: this answers them at the same boundary, all of the file sent at once.

export interface SentUpload {
  method: string;
  path: string;
  headers: Record<string, string>;
  file: File | undefined;
}

/** Replaces XMLHttpRequest until the test ends (renderInApp restores it); returns the uploads. */
export function fakeUpload(answer: (upload: SentUpload) => Answer | Promise<Answer>): SentUpload[] {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    private request: SentUpload = { method: '', path: '', headers: {}, file: undefined };
    open(method: string, path: string) {
      this.request = { ...this.request, method, path };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: FormData) {
      const file = body.get('file');
      this.request.file = file instanceof File ? file : undefined;
      sent.push(this.request);
      void Promise.resolve(answer(this.request)).then(([status, json]) => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = status;
        this.responseText = json === undefined ? '' : JSON.stringify(json);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
