// Token keys that were ever shipped in this repository's manifests (compose.yaml and
// deploy/kubernetes/secret.yaml held the first, issue 41): anyone can read them, so tokens sealed
// with one are as good as plain text. Outside demo mode the configuration refuses them.
const PUBLISHED_TOKEN_KEYS = ['ZGVtby1vbmx5LWtleS1jaGFuZ2UtbWUtMzItYnl0ZXM='].map((k) =>
  Buffer.from(k, 'base64'),
);

/** Whether this base64 key decodes to a published one (compared as bytes: padding or line breaks do not hide it). */
export function isPublishedTokenKey(base64: string): boolean {
  const key = Buffer.from(base64, 'base64');
  return PUBLISHED_TOKEN_KEYS.some((published) => published.equals(key));
}
