import { vi } from 'vitest';
import type { Answer } from './fake-bff';

// Uploads with progress go through XMLHttpRequest (fetch tells nothing of an upload's progress), so
// they pass fakeBff by: this answers them at the same boundary. All of the file is sent at once
// unless the test names the shares sent before the answer; status 0 is a connection that failed.

export interface SentUpload {
  method: string;
  path: string;
  headers: Record<string, string>;
  file: File | undefined;
  /** Stopped by the app before its answer (an AbortSignal). */
  aborted: boolean;
}

export interface FakeUploadOptions {
  /** Shares of the file (0–1) reported sent, in order, before the answer is awaited. */
  progress?: number[];
}

type Progress = { lengthComputable: boolean; loaded: number; total: number };

/** Replaces XMLHttpRequest until the test ends (renderInApp restores it); returns the uploads. */
export function fakeUpload(
  answer: (upload: SentUpload) => Answer | Promise<Answer>,
  { progress = [] }: FakeUploadOptions = {},
): SentUpload[] {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (e: Progress) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    private done = false;
    private request: SentUpload = { method: '', path: '', headers: {}, file: undefined, aborted: false };
    open(method: string, path: string) {
      this.request = { ...this.request, method, path };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    abort() {
      if (this.done) return;
      this.done = true;
      this.request.aborted = true;
      this.onabort?.();
    }
    send(body: FormData) {
      const file = body.get('file');
      this.request.file = file instanceof File ? file : undefined;
      sent.push(this.request);
      const report = (loaded: number) =>
        !this.done && this.upload.onprogress?.({ lengthComputable: true, loaded, total: 1 });
      void Promise.resolve()
        .then(() => progress.forEach(report))
        .then(() => answer(this.request))
        .then(([status, json]) => {
          if (this.done) return;
          if (status !== 0) report(1);
          this.done = true;
          if (status === 0) return this.onerror?.();
          this.status = status;
          this.responseText = json === undefined ? '' : JSON.stringify(json);
          this.onload?.();
        });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
