// A new place's image whose upload failed after the place was created: the creating editor goes,
// the place's own editor comes, and the file must not be lost on the way. In memory only, as the
// staged file itself is; kept until the new editor has mounted (read twice in React's StrictMode).

interface HandedOver {
  file: File;
  failure: string;
}

const waiting = new Map<string, HandedOver>();

export const handOver = (placeId: string, item: HandedOver) => void waiting.set(placeId, item);

export const handedOver = (placeId: string | undefined) => (placeId ? waiting.get(placeId) : undefined);

export const forgetHandedOver = (placeId: string | undefined) => {
  if (placeId) waiting.delete(placeId);
};
