import { z } from 'zod';
import { UuidSchema } from '../common';
import { LANGUAGES } from '../languages';

// What the BFF tells the app about this installation (GET /bff/config).

export const EshopSchema = z.object({ id: UuidSchema, name: z.string() });
export type Eshop = z.infer<typeof EshopSchema>;

export const LanguageSchema = z.enum(LANGUAGES);

export const AppConfigSchema = z.object({
  /** Empty until someone is signed in: the e-shops are the installation's business. */
  eshops: z.array(EshopSchema),
  sandbox: z.boolean(),
  maxImageBytes: z.number().int(),
  mapTileUrl: z.string(),
  mapTileAttribution: z.string(),
  platformOAuth: z.boolean(),
  languages: z.array(LanguageSchema),
  /** Staff single sign-on (GET /auth/oidc/login) and the provider's name for its button; null: none. */
  sso: z.object({ name: z.string() }).nullable(),
  /** Local password accounts may sign in (POST /auth/login); false: single sign-on only. */
  localLogin: z.boolean(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;
