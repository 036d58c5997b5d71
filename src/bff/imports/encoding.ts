import { createReadStream } from 'node:fs';
import type { ImportEncoding } from '@/contract/desk/import';

// A CSV's encoding: a byte order mark says UTF-8; otherwise the whole file is read as strict UTF-8
// (streamed, nothing kept), and a byte sequence that is not UTF-8 means Czech Excel's Windows-1250.

export async function detectEncoding(path: string): Promise<ImportEncoding> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let first = true;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    if (first && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) return 'utf-8-bom';
    first = false;
    try {
      decoder.decode(chunk, { stream: true });
    } catch {
      return 'windows-1250';
    }
  }
  try {
    decoder.decode();
  } catch {
    return 'windows-1250';
  }
  return 'utf-8';
}
