// The sandbox's sign-in, authorize and approvals pages carry their state in hidden inputs; tests
// read them as a browser would submit them.

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden inputs of a server-rendered form. */
export const hiddenInputs = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
      unescapeHtml(m[1]!),
      unescapeHtml(m[2]!),
    ]),
  );
