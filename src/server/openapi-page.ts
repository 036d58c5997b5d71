import { createHash } from 'node:crypto';
import type { OpenAPIV3_1 } from 'openapi-types';

// A page to read an OpenAPI document, written on the server from the document itself (issue 49).
// Written by hand on purpose: the renderers that could be served from node_modules (redoc,
// swagger-ui-dist, @scalar/api-reference) are not installed, weigh a megabyte or more of script,
// and inject inline styles, so their page would need a looser policy than the app's. This page has
// no script at all and one inline style allowed by its hash: its policy is stricter than the app's.

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 2rem;color:#1a1a1a}
h2{border-bottom:1px solid #ccc;margin-top:2.5rem}section{border:1px solid #ddd;border-radius:6px;margin:1rem 0;padding:.5rem 1rem}
.method{display:inline-block;font:bold 13px monospace;padding:2px 8px;border-radius:4px;background:#e8eefc;margin-right:.5rem}
code,pre{font:13px/1.4 ui-monospace,monospace}pre{background:#f6f6f6;padding:.5rem;overflow:auto;max-height:30rem}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:2px 8px;text-align:left;vertical-align:top}`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The page's own policy: nothing but its one inline style (no script, no other origin, no frame). */
export const OPENAPI_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escape = (text: unknown) =>
  String(text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
type Op = OpenAPIV3_1.OperationObject;

const schemaBlock = (label: string, schema: unknown) =>
  `<details><summary>${escape(label)}</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`;

function contentOf(content: Record<string, OpenAPIV3_1.MediaTypeObject> | undefined) {
  return Object.entries(content ?? {})
    .map(([media, { schema }]) => (schema ? schemaBlock(media, schema) : `<code>${escape(media)}</code>`))
    .join('');
}

function parametersOf(op: Op) {
  const params = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  if (params.length === 0) return '';
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}${p.required ? ', required' : ''}</td>` +
        `<td>${escape((p.schema as OpenAPIV3_1.SchemaObject | undefined)?.description ?? p.description)}</td>` +
        `<td>${schemaBlock('schema', p.schema)}</td></tr>`,
    )
    .join('');
  return `<table><tr><th>parameter</th><th>in</th><th>meaning</th><th></th></tr>${rows}</table>`;
}

function operationOf(path: string, method: string, op: Op) {
  const body = op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const security = op.security?.map((s) => Object.keys(s).join(' + ') || 'none').join(' or ');
  const answers = Object.entries(op.responses ?? {})
    .map(([status, answer]) => {
      const { description, content } = answer as OpenAPIV3_1.ResponseObject;
      return `<tr><td><b>${escape(status)}</b></td><td>${escape(description)}</td><td>${contentOf(content)}</td></tr>`;
    })
    .join('');
  return `<section><h3><span class="method">${method.toUpperCase()}</span><code>${escape(path)}</code></h3>
<p>${escape(op.summary)}</p>${op.description ? `<p>${escape(op.description)}</p>` : ''}
${security !== undefined ? `<p>Security: ${escape(security)}</p>` : ''}${parametersOf(op)}
${body ? `<p>Request body:</p>${contentOf(body.content)}` : ''}
<table><tr><th>status</th><th>meaning</th><th>body</th></tr>${answers}</table></section>`;
}

/** The document as one page: its operations by tag, each with its parameters, body and answers. */
export function openApiPage(document: OpenAPIV3_1.Document, jsonUrl: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationOf(path, method, op)]);
    }
  const schemes = Object.entries(document.components?.securitySchemes ?? {})
    .map(
      ([name, scheme]) =>
        `<li><b>${escape(name)}</b>: ${escape((scheme as { description?: string }).description)}</li>`,
    )
    .join('');
  const sections = [...byTag].map(([tag, ops]) => `<h2>${escape(tag)}</h2>${ops.join('')}`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(document.info.title)}</title>
<style>${STYLE}</style></head><body><h1>${escape(document.info.title)} <small>${escape(document.info.version)}</small></h1>
<p>${escape(document.info.description)}</p><p>The document itself: <a href="${escape(jsonUrl)}">${escape(jsonUrl)}</a></p>
<h2>Security schemes</h2><ul>${schemes}</ul>${sections}</body></html>`;
}
