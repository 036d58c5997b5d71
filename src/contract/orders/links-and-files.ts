import { z } from 'zod';
import { openEnum, optionalOrNull } from '../open-values';
import { DateTimeSchema } from '../common';
import { EXTERNAL_LINK_ICONS } from '../enums';

// Snoozes, files and external links of an order (spec 001, 2.1).

export const SnoozeSchema = z.looseObject({
  until: optionalOrNull(DateTimeSchema),
  author: optionalOrNull(z.string()),
  note: optionalOrNull(z.string()),
  /** Whether the snooze is active. */
  snoozed: optionalOrNull(z.boolean()),
});
export type Snooze = z.infer<typeof SnoozeSchema>;

export const FileSchema = z.looseObject({
  id: optionalOrNull(z.string()),
  name: optionalOrNull(z.string()),
  url: optionalOrNull(z.string()),
  contentType: optionalOrNull(z.string()),
});
export type File = z.infer<typeof FileSchema>;
/** Alias of File that does not shadow the DOM's File in browser code. */
export type OrderFile = File;

/** ExternalLink (spec 001, 2.1): no field marked required; used by the deprecated Order.externalLinks. */
export const ExternalLinkSchema = z.looseObject({
  name: optionalOrNull(z.string()),
  url: optionalOrNull(z.string()),
  icon: optionalOrNull(openEnum(EXTERNAL_LINK_ICONS)),
});
export type ExternalLink = z.infer<typeof ExternalLinkSchema>;

/** ExternalLink inside communication.externalLinks: "url required in each" (spec 001, 2.1). */
export const CommunicationExternalLinkSchema = ExternalLinkSchema.extend({ url: z.string() });
export type CommunicationExternalLink = z.infer<typeof CommunicationExternalLinkSchema>;
