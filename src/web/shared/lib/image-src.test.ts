import { describe, expect, it } from 'vitest';
import { imageSrc } from './image-src';

const at = (origin: string) => {
  const u = new URL(origin);
  return { origin: u.origin, hostname: u.hostname, port: u.port };
};

describe('imageSrc', () => {
  const file = 'http://127.0.0.1:8080/files/pickup-places/a/b.jpg';

  it('takes the path of the demo’s own files when the app is opened under another loopback name', () => {
    expect(imageSrc(file, at('http://localhost:8080'))).toBe('/files/pickup-places/a/b.jpg');
    expect(imageSrc(file, at('http://[::1]:8080'))).toBe('/files/pickup-places/a/b.jpg');
  });

  it('leaves an address of the same origin as it is', () => {
    expect(imageSrc(file, at('http://127.0.0.1:8080'))).toBe(file);
  });

  it('leaves another port, another host and other paths alone', () => {
    expect(imageSrc(file, at('http://localhost:9090'))).toBe(file);
    const storage = 'https://cdn.example.com/files/pickup-places/a/b.jpg';
    expect(imageSrc(storage, at('http://localhost:8080'))).toBe(storage);
    const page = 'http://127.0.0.1:8080/api/v1/pickup-place';
    expect(imageSrc(page, at('http://localhost:8080'))).toBe(page);
  });

  it('leaves what is not an absolute address alone', () => {
    expect(imageSrc('/files/x.jpg', at('http://localhost:8080'))).toBe('/files/x.jpg');
    expect(imageSrc('not a url', at('http://localhost:8080'))).toBe('not a url');
  });
});
