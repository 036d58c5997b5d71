// The one place the fuzzer takes its documents from: the real ones, generated from the contract.
export { bffOpenApiDocument } from '@/contract/openapi/bff-document';
export { sandboxOpenApiDocument } from '@/contract/openapi/sandbox-document';
