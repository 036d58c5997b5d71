// The parts of ExcelJS's own unzipper and tmp that the import uses; neither ships types.

declare module 'unzipper' {
  import type { Readable, Duplex } from 'node:stream';
  interface Entry extends Readable {
    path: string;
    autodrain(): void;
  }
  const unzipper: {
    Parse(options?: { forceStream?: boolean }): Duplex & AsyncIterable<Entry>;
  };
  export default unzipper;
}

declare module 'tmp' {
  type FileCallback = (err: Error | null, path: string, fd: number | undefined, cleanup: () => void) => void;
  const tmp: { file(callback: FileCallback): void };
  export default tmp;
}
