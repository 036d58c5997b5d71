import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bffOpenApiDocument } from '@/contract/openapi/bff-document';
import { sandboxOpenApiDocument } from '@/contract/openapi/sandbox-document';

// `npm run openapi [folder]`: writes both OpenAPI documents, to read or feed a generator offline
// (docs/openapi/ by default; a test checks the committed ones equal the builders' output).

export const OPENAPI_DOCUMENTS = { 'sandbox.json': sandboxOpenApiDocument, 'bff.json': bffOpenApiDocument };

/** The documents as written: indented JSON with a final newline. */
export const documentText = (build: () => unknown) => `${JSON.stringify(build(), null, 2)}\n`;

export async function writeOpenApiDocuments(folder: string) {
  await mkdir(folder, { recursive: true });
  for (const [name, build] of Object.entries(OPENAPI_DOCUMENTS))
    await writeFile(join(folder, name), documentText(build));
}

if (import.meta.url === `file://${process.argv[1]}`)
  await writeOpenApiDocuments(process.argv[2] ?? 'docs/openapi');
