import { z } from 'zod';
import { DateTimeSchema } from '../common';
import { EXTERNAL_LINK_ICONS } from '../enums';

// Snoozes, files and external links of an order (spec 001, 2.1).

export const SnoozeSchema = z.object({
  until: DateTimeSchema.optional(),
  author: z.string().optional(),
  note: z.string().optional(),
  /** Whether the snooze is active. */
  snoozed: z.boolean().optional(),
});
export type Snooze = z.infer<typeof SnoozeSchema>;

export const FileSchema = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  url: z.string().optional(),
  contentType: z.string().optional(),
});
export type File = z.infer<typeof FileSchema>;
/** Alias of File that does not shadow the DOM's File in browser code. */
export type OrderFile = File;

/** ExternalLink (spec 001, 2.1): no field marked required; used by the deprecated Order.externalLinks. */
export const ExternalLinkSchema = z.object({
  name: z.string().optional(),
  url: z.string().optional(),
  icon: z.enum(EXTERNAL_LINK_ICONS).optional(),
});
export type ExternalLink = z.infer<typeof ExternalLinkSchema>;

/** ExternalLink inside communication.externalLinks: "url required in each" (spec 001, 2.1). */
export const CommunicationExternalLinkSchema = ExternalLinkSchema.extend({ url: z.string() });
export type CommunicationExternalLink = z.infer<typeof CommunicationExternalLinkSchema>;
