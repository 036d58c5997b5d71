// The languages the product speaks: the platform's messages (spec 001, 7.3), the BFF's answers and
// the web app's texts. English first: it is the default wherever no language is asked for. No zod
// here: the web app's first script reads this list.

export const LANGUAGES = ['en', 'cs'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
