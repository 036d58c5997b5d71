// The one place the fuzzer takes its documents from. A stand-in until src/contract/openapi lands:
// at merge, re-export from '@/contract/openapi/sandbox-document' and '@/contract/openapi/bff-document'.
export { bffOpenApiDocument, sandboxOpenApiDocument } from './stand-in-documents';
