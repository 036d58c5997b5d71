// The order of the lookup operation (spec 001, sections 2 and 4.1) and the OAuth token endpoint (4.3).
// These are response shapes: plain z.object, which drops (does not reject) fields a newer platform adds.
// A field is required only where the spec says so; nested objects without "required" marks are all
// optional. Optional fields are not nullable: the spec never mentions null.
// One file per part of the order; this index keeps `contract/orders` a single import.

export * from './states';
export * from './money-address';
export * from './payment';
export * from './products';
export * from './links-and-files';
export * from './parcel-state';
export * from './timeline';
export * from './parcels';
export * from './order';
export * from './oauth-token';
export * from './oauth-authorize';
