import { Problem } from '@/bff/problem';

// Uploads in flight hold an upstream socket each for as long as the browser takes to send the file.
// Bounded per session (one person, a few tabs) and in all (a share of the upstream pool), so
// uploads alone can never take every socket the place and order requests need.

export interface UploadLimits {
  perSession: number;
  total: number;
}

export function createUploadSlots(limits: UploadLimits) {
  const bySession = new Map<string, number>();
  let total = 0;

  return {
    /** A slot for one upload, or a 429 Problem; call the returned function exactly once when done. */
    take(session: string): () => void {
      const mine = bySession.get(session) ?? 0;
      if (mine >= limits.perSession || total >= limits.total) {
        throw new Problem(
          429,
          'too-many-uploads',
          'Too many uploads at once',
          mine >= limits.perSession
            ? `At most ${limits.perSession} images can be uploaded at the same time. Wait for one to finish.`
            : 'The server is busy with other uploads. Try again in a moment.',
          {},
          { 'retry-after': '5' },
        );
      }
      bySession.set(session, mine + 1);
      total++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        const left = (bySession.get(session) ?? 1) - 1;
        if (left > 0) bySession.set(session, left);
        else bySession.delete(session);
      };
    },
    get inFlight() {
      return total;
    },
  };
}
