import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

// What the docs name must exist: every repository path in a code span or a link of README.md and
// docs/*.md, and every relative link between them (the file, and its #heading when it names one).
// A doc that keeps naming a file after it moved is the drift issue 24 is about, so the check is
// strict about what looks like a path and leaves alone what does not (URLs, routes, MIME types,
// env vars, package names, build outputs).

/** Built or written at run time, never in a checkout: named by the docs, not checked. */
const OUTPUT_ROOTS = new Set(['dist', 'data', 'node_modules', 'test-results', 'playwright-report']);

/** A bare file name (no folder) is a path when it ends so; `bff.sqlite` or `tls.crt` are not. */
const SOURCE_FILE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|sh|md|css|html|yaml|yml)$/;

const MIME_TYPE = /^(?:text|application|image|multipart|audio|video|font)\/[\w.+-]+$/;

export type Problem = { doc: string; line: number; text: string; why: string };

/** Every file and folder of the checkout, as repository paths (`src/bff`, `src/bff/app.ts`). */
export function listCheckout(root: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (entry.name === '.git' || (dir === '' && OUTPUT_ROOTS.has(entry.name))) continue;
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
      found.add(path);
      if (entry.isDirectory()) walk(path);
    }
  };
  walk('');
  return found;
}

/** `a.{en,cs}.json` → `a.en.json`, `a.cs.json` (one level of braces, as the docs write them). */
function expandBraces(path: string): string[] {
  const match = /\{([^{}]*)\}/.exec(path);
  if (!match) return [path];
  return match[1]!
    .split(',')
    .flatMap((part) =>
      expandBraces(path.slice(0, match.index) + part + path.slice(match.index + match[0].length)),
    );
}

function globToRegExp(glob: string): RegExp {
  const source = glob
    .split('')
    .map((c) => (c === '*' ? '[^/]*' : /[\\^$.+?()[\]{}|]/.test(c) ? `\\${c}` : c))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Whether `path` exists: exactly from the root, or, for a path written from inside its part
 * (`read-model/apply-change.ts`, `leak.test.ts`), as the end of some path of the checkout. A glob
 * (`sso*.test.ts`, `hours.<language>.json`) must match something, so its folder must exist.
 */
function exists(path: string, checkout: Set<string>, anchored: boolean): boolean {
  const clean = path.replace(/\/$/, '');
  const glob = clean.replace(/<[^<>]*>/g, '*');
  if (glob.includes('*')) {
    const pattern = globToRegExp(glob);
    const depth = glob.split('/').length;
    for (const p of checkout) {
      const tail = anchored ? p : p.split('/').slice(-depth).join('/');
      if (pattern.test(tail)) return true;
    }
    return false;
  }
  if (checkout.has(clean)) return true;
  if (anchored) return false;
  for (const p of checkout) if (p.endsWith(`/${clean}`)) return true;
  return false;
}

/** The candidate paths of one code span: each word that looks like a path, or none. */
export function pathsInCode(span: string, topLevel: Set<string>): string[] {
  const out: string[] = [];
  // A placeholder is one word however it is written (`<first PUBLIC_ORIGIN>/auth/oidc/callback`).
  for (const raw of span.replace(/<[^<>]*>/g, '<x>').split(/\s+/)) {
    const word = raw.replace(/^[("'`]+|[)"'`,;:.]+$/g, '');
    if (word === '' || word === '.' || word === '..') continue;
    // URLs, routes and absolute paths on a server, options, placeholders, env assignments,
    // ellipses, ids with a colon (images, `id:Name`), anchors, npm scopes, alternatives.
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(word)) continue;
    if (/^[/\-<$~]/.test(word) || /[=…:#|()]/.test(word)) continue;
    if (/,/.test(word.replace(/\{[^{}]*\}/g, ''))) continue; // a list (`10.0.0.5,10.1.0.0/16`)
    if (word.startsWith('@') && !word.startsWith('@/')) continue;
    if (MIME_TYPE.test(word)) continue;
    if (word.startsWith('./') || word.startsWith('../')) continue; // an import as written in code
    const first = word.split('/')[0]!;
    if (OUTPUT_ROOTS.has(first)) continue;
    if (word.includes('/')) {
      if (topLevel.has(first) || first === '@') out.push(word);
      // From inside a part (`read-model/apply-change.ts`, `corpus/real-world.json`): a path when it
      // names a file; `vite/client`, `import-x/no-cycle` or `LIMIT/OFFSET` are names, not paths.
      else if (/\.\w+$/.test(word)) out.push(word);
    } else if (SOURCE_FILE.test(word) || /^(?:Containerfile|Dockerfile)$/.test(word)) {
      // A bare word is a path only as a file name (`leak.test.ts`); `public` or `bench` are words.
      out.push(word);
    }
  }
  return out;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function headings(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of withoutFences(text)) {
    const m = /^#{1,6}\s+(.*)$/.exec(line.text);
    if (!m) continue;
    const base = slug(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** The lines outside fenced blocks (shell sessions, nginx, the layout tree are not prose). */
function withoutFences(text: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let fenced = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (!fenced) out.push({ text: line, line: i + 1 });
  });
  return out;
}

/**
 * Checks one Markdown file (`doc`, a repository path such as `docs/api.md`) against the checkout:
 * its code spans' paths and its relative links, anchors included.
 */
export function checkDoc(root: string, doc: string, text: string, checkout: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const topLevel = new Set([...checkout].filter((p) => !p.includes('/')));
  const docDir = posix.dirname(doc);
  for (const { text: line, line: n } of withoutFences(text)) {
    // Code spans first; what is left of the line is searched for links.
    const spans = [...line.matchAll(/(`+)([^`]|[^`].*?[^`])\1(?!`)/g)];
    for (const span of spans) {
      for (const word of pathsInCode(span[2]!, topLevel)) {
        const path = word.startsWith('@/') ? `src/${word.slice(2)}` : word;
        const anchored = path.includes('/') && topLevel.has(path.split('/')[0]!);
        const ok = expandBraces(path).every(
          (v) =>
            exists(v, checkout, anchored) ||
            (word.startsWith('@/') && ['.ts', '.tsx'].some((ext) => checkout.has(v + ext))),
        );
        if (!ok) problems.push({ doc, line: n, text: word, why: 'no such path in the checkout' });
      }
    }
    const prose = line.replace(/(`+)([^`]|[^`].*?[^`])\1(?!`)/g, '');
    for (const link of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = link[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
      const [file, anchor] = target.split('#') as [string, string | undefined];
      const path = file === '' ? doc : posix.normalize(posix.join(docDir, decodeURI(file)));
      if (path.startsWith('../') || !checkout.has(path.replace(/\/$/, ''))) {
        problems.push({ doc, line: n, text: target, why: 'link to no such file' });
        continue;
      }
      if (anchor !== undefined && path.endsWith('.md')) {
        const targetText = path === doc ? text : readFileSync(join(root, path), 'utf8');
        if (!headings(targetText).has(anchor))
          problems.push({ doc, line: n, text: target, why: `no heading #${anchor} in ${path}` });
      }
    }
  }
  return problems;
}

/** README.md and every docs/*.md of the checkout at `root`. */
export function checkDocs(root: string): Problem[] {
  const checkout = listCheckout(root);
  const docs = ['README.md', ...[...checkout].filter((p) => /^docs\/[^/]+\.md$/.test(p)).sort()];
  return docs.flatMap((doc) => checkDoc(root, doc, readFileSync(join(root, doc), 'utf8'), checkout));
}
