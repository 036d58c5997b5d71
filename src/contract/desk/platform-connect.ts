import { z } from 'zod';

// The BFF's two browser navigations that connect a platform account (spec 001, 4.2, with the BFF
// as the OAuth client): both answer with a redirect, never a JSON error, so every field is optional
// and a malformed request (a field given twice) is read as if the field were absent.

/** GET /auth/platform/connect?returnTo=/orders/… : where to come back to (a local path, checked). */
export const PlatformConnectQuerySchema = z.object({ returnTo: z.string().optional() });

/** GET /auth/callback: the platform's answer (RFC 6749, 4.1.2 and 4.1.2.1). */
export const PlatformCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});
export type PlatformCallbackQuery = z.infer<typeof PlatformCallbackQuerySchema>;
