import type { Described } from './describe';
import { COMMON, NOT_FOUND, READ, UPSTREAM } from './bff-answers';
import { describeImageFiles, describeOrderLookup, describePlaceOperations } from './platform-shapes';

// The platform's operations the BFF relays (/api, /files) with the session, the CSRF token and the
// e-shops of the installation; their shapes are the sandbox's (platform-shapes.ts).

const tags = ['places (relayed)'];
const description =
  'The platform’s operation with the same shapes; the BFF adds X-API-Key and confines it to the installation’s e-shops.';
const WRITE = {
  ...READ,
  ...UPSTREAM,
  409: 'Another place has this originPickupPlaceId',
  412: 'Someone else saved first (If-Match)',
  415: 'Content-Type is not JSON',
};
const LOOKUP = { ...READ, ...NOT_FOUND, ...UPSTREAM };

export const bffRelayedOperations: readonly Described[] = [
  ...describePlaceOperations(
    {
      list: { summary: 'The e-shop’s places, a page at a time', description, tags, errors: LOOKUP },
      get: { summary: 'One place; its ETag is its version', description, tags, errors: LOOKUP },
      create: {
        summary: 'Creates a place (recorded in its history)',
        description,
        tags,
        errors: { ...WRITE, 404: 'The e-shop is not one of the installation’s' },
      },
      update: {
        summary: 'Changes a place with If-Match',
        description,
        tags,
        errors: { ...WRITE, ...NOT_FOUND },
      },
      delete: { summary: 'Deletes a place', description, tags, errors: { ...WRITE, ...NOT_FOUND } },
      uploadImage: {
        summary:
          'Uploads a place’s image (multipart, part `file`: JPEG, PNG or WebP up to maxImageBytes of /bff/config)',
        tags,
        errors: { ...LOOKUP, 413: 'The image is too large', 415: 'Not a JPEG, PNG or WebP image' },
      },
    },
    ['list', 'get', 'create', 'update', 'delete', 'uploadImage'],
  ),
  describeOrderLookup({
    summary: 'An order, with the user’s Bearer token or else the installation’s Basic token',
    tags: ['orders (relayed)'],
    errors: LOOKUP,
  }),
  describeImageFiles({
    summary: 'The platform’s image files (demo mode)',
    tags,
    errors: { ...COMMON, ...NOT_FOUND },
  }),
];
