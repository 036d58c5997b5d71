// Minimal server-rendered pages for the authorize flow: no script, one stylesheet inline.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const esc = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export const hidden = (fields: Record<string, string | undefined>) =>
  Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Sandbox platform</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;color:#1c2833}
main{max-width:420px;margin:64px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin:12px 0 4px;font-weight:600}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:8px;font-size:1rem;border:1px solid #889;border-radius:4px}
button{font-size:1rem;padding:8px 20px;margin:16px 8px 0 0;border-radius:4px;border:1px solid #1565c0;cursor:pointer}
button.primary{background:#1565c0;color:#fff}button.secondary{background:#fff;color:#1565c0}
.error{color:#b71c1c;background:#fdecea;padding:8px;border-radius:4px}.note{color:#556;font-size:.9rem}
ul{padding-left:20px}
</style></head>
<body><main><p class="note">Sandbox platform: test data only</p>${body}</main></body></html>`;
}

/** The page of a refused authorization request (an unknown client, a malformed request…). */
export const errorPageHtml = (message: string) =>
  page('Authorization error', `<h1>Authorization error</h1><p class="error">${esc(message)}</p>`);
