import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { request } from 'undici';
import { BrowserClient } from '@/testing/stack';
import { UPSTREAM_TIMEOUT_MS, DEMO_ESHOP, sandboxOptions, type BenchModule } from './context';
import { figure } from './report';
import type { MemoryMark, MemoryRead } from './server-protocol';
import { spawnServer } from './servers';
import { mib } from './util';

// Ten parallel 5 MiB image uploads through the BFF from four sessions (a session may have only
// three in flight: a fourth is a 429), and how much the BFF's resident memory grows meanwhile.
// Four sign-ins, not ten: each password check's memory is still with the allocator when the
// uploads start, and uploads that reuse it would hide their own. The BFF runs in a process of its
// own (started with --expose-gc): garbage is collected and the kernel's peak RSS (VmHWM) reset
// before the uploads, and the peak read after them, next to an in-process 5 ms RSS sampler. The
// sandbox receiving the files runs in another process.

const UPLOADS = 10;
/** A session's uploads in flight at most (the BFF's limit). */
const PER_SESSION = 3;
const FILE_BYTES = 5 * 1024 * 1024;
const TARGET_BYTES = 50 * 1024 * 1024;

/** A JPEG by its signature (the sandbox checks the bytes), incompressible random data after it. */
function fakeJpeg(bytes: number): Buffer {
  const file = randomBytes(bytes);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]).copy(file, 0);
  return file;
}

function multipart(file: Buffer, boundary: string): Buffer {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
}

export const uploadMemory: BenchModule = {
  name: 'upload memory',
  figures: [
    {
      id: 'upload.memoryGrowth',
      name: 'BFF: 10 parallel 5 MiB uploads, RSS growth (peak)',
      target: '< 50 MiB',
    },
  ],
  timeoutMs: 120_000,
  async run(ctx, emit) {
    const sandbox = await spawnServer({
      role: 'sandbox',
      options: sandboxOptions(join(ctx.tmp, 'sandbox-upload'), 0),
    });
    try {
      const stack = await spawnServer({
        role: 'stack',
        options: { upstreamUrl: sandbox.sandboxUrl, bff: { upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS } },
      });
      try {
        const signIn = async () => {
          const client = new BrowserClient(stack.bffUrl!);
          if ((await client.login('staff')).status !== 200) throw new Error('sign-in failed');
          return client;
        };
        // One after another: the sign-in limiter holds five guesses of one name in flight at most.
        const clients: BrowserClient[] = [];
        for (let i = 0; i < Math.ceil(UPLOADS / PER_SESSION); i++) clients.push(await signIn());
        const client = clients[0]!;
        const list = await client.fetch(`/api/v1/pickup-place?eshopId=${DEMO_ESHOP}&size=${UPLOADS}`);
        const ids = (list.data as { items: { id: string }[] }).items.map((p) => p.id);
        if (ids.length < UPLOADS) throw new Error(`only ${ids.length} places to upload to`);
        const boundary = `----bench${randomBytes(8).toString('hex')}`;
        const small = multipart(fakeJpeg(1024), boundary);
        const body = multipart(fakeJpeg(FILE_BYTES), boundary);
        const upload = (id: string, content = body, by = client) =>
          request(`${stack.bffUrl}/api/v1/pickup-place/${id}/image`, {
            method: 'POST',
            headers: {
              cookie: by.cookie,
              'x-csrf-token': by.csrf,
              origin: stack.bffUrl,
              'content-type': `multipart/form-data; boundary=${boundary}`,
            },
            body: content,
          }).then(async (res) => ({ status: res.statusCode, text: await res.body.text() }));

        // A small upload first checks the path end to end and loads its code; a large one would
        // leave the heap and the allocator grown already, hiding the growth being measured.
        const warm = await upload(ids[0]!, small);
        if (warm.status !== 201)
          throw new Error(`an upload answered ${warm.status}: ${warm.text.slice(0, 200)}`);

        const before = await stack.call<MemoryMark>('memory-mark');
        const started = Date.now();
        const results = await Promise.all(ids.map((id, i) => upload(id, body, clients[i % clients.length])));
        const elapsed = Date.now() - started;
        const after = await stack.call<MemoryRead>('memory-read');
        const ok = results.filter((r) => r.status === 201).length;
        const peak = Math.max(after.sampledPeak, before.hwmReset ? after.vmHwm : 0);
        const growth = peak - before.rss;
        emit(
          figure({
            id: 'upload.memoryGrowth',
            name: 'BFF: 10 parallel 5 MiB uploads, RSS growth (peak)',
            value: mib(growth),
            target: '< 50 MiB',
            pass: growth < TARGET_BYTES && ok === UPLOADS,
            note:
              `RSS ${mib(before.rss)} before (after GC), peak ${mib(peak)}, ${mib(after.rss)} after, ${mib(after.afterGc)} after GC; ` +
              `${ok}/${UPLOADS} answered 201 in ${(elapsed / 1000).toFixed(1)} s` +
              `${before.gc ? '' : '; no GC available'}${before.hwmReset ? '' : '; peak sampled only (VmHWM not resettable)'}`,
            data: {
              before,
              after,
              peak,
              growth,
              uploads: UPLOADS,
              fileBytes: FILE_BYTES,
              ok,
              elapsedMs: elapsed,
              statuses: results.map((r) => r.status).join(' '),
            },
          }),
        );
      } finally {
        await stack.stop();
      }
    } finally {
      await sandbox.stop();
    }
  },
};
