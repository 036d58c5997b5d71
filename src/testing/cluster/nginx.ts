import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// nginx as the cluster tests' load balancer: Debian's package (installed when missing, as root),
// run with a config and prefix of its own in a temporary folder, never the system service.

/** The nginx binary, installed first when missing; undefined with the reason printed. */
export function nginxForTests(): string | undefined {
  const have = () => spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (have()) return have();
  if (process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0) {
    const install = spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq nginx'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: 'ignore',
      timeout: 300_000,
    });
    if (install.status === 0 && have()) return have();
  }
  console.warn('Cluster tests skipped: nginx is not installed and cannot be (needs root and apt-get).');
  return undefined;
}

/**
 * The sample configuration of the README's "Running several instances", on loopback ports:
 * round robin over kept connections (more than the tests' 50 at once), a failed instance is
 * skipped (a request that could not be sent, or an idempotent one whose instance died, goes to the
 * next), and X-Upstream tells the tests which instance answered (X-Upstream-Status: what each of
 * the instances tried said).
 */
export const nginxConfig = (dir: string, port: number, upstreams: number[]) => `
${workerUser()}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream pickup_desk {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 6m;
    location / {
      proxy_pass http://pickup_desk;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      add_header X-Upstream $upstream_addr always;
      add_header X-Upstream-Status $upstream_status always;
    }
  }
}
`;

/**
 * Started as root, nginx's workers would run as `nobody`, who may not write the request bodies it
 * buffers (a POST over 16 KiB) into this test's private temporary folder: nginx answered 500.
 */
const workerUser = () => (process.getuid?.() === 0 ? 'user root;\n' : '');

export async function startNginx(binary: string, dir: string, port: number, upstreams: number[]) {
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'nginx.conf');
  await writeFile(file, nginxConfig(dir, port, upstreams));
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${stderr}`);
    try {
      await fetch(`${url}/healthz`);
      return {
        url,
        stop: async () => {
          await stopChild(child);
        },
      };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not answer: ${stderr}`);
}

/** How a child process ended: its exit code, or the signal that ended it. */
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Ends a child process (`signal`, SIGKILL after `forceAfterMs`) and answers how it ended. */
export function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  forceAfterMs = 5_000,
): Promise<Exit> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), forceAfterMs);
    child.once('exit', (code, exitSignal) => {
      clearTimeout(force);
      resolve({ code, signal: exitSignal });
    });
    child.kill(signal);
  });
}
