/**
 * A path of this app to go back to after sign-in, or undefined: one leading slash, no backslash
 * (URLs read `/\host` as `//host`), no control characters (browsers drop tabs and newlines, turning
 * `/\t/host` into `//host`), and it must stay on this origin once resolved.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
const LOCAL_PATH = /^\/(?![/\\])[^\u0000-\u001f\u007f\\]*$/;

export function localPath(value: string | null | undefined, origin = window.location.origin) {
  if (!value || !LOCAL_PATH.test(value)) return undefined;
  try {
    return new URL(value, origin).origin === origin ? value : undefined;
  } catch {
    return undefined;
  }
}
