import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PlaceWithEtag } from '@/web/shared/places/api/place-queries';
import { useNotify } from '@/web/shared/ui/notify';
import type { PickupPlace } from '@/contract/places';
import {
  copyFormValues,
  emptyFormValues,
  placeFormResolver,
  toFormValues,
  type PlaceFormValues,
} from '../lib/place-form-model';

/**
 * The form and the server's copy it is based on: the version (ETag) the next save names, the place
 * as the server holds it (the image is not a form field) and the values the form started from. A new
 * place may start as a copy of another (`copyOf`).
 */
export function usePlaceBase(loaded: PlaceWithEtag | undefined, copyOf?: PickupPlace) {
  const notify = useNotify();
  const place = loaded?.place;
  const [etag, setEtag] = useState(loaded?.etag);
  const [serverPlace, setServerPlace] = useState(place);
  const [initial, setInitial] = useState(() =>
    place ? toFormValues(place) : copyOf ? copyFormValues(copyOf) : emptyFormValues(),
  );
  const form = useForm<PlaceFormValues>({
    defaultValues: initial,
    // The contract's rules, in the catalogue's plain words (src/domain/words/messages.ts).
    resolver: placeFormResolver,
    mode: 'onTouched',
    // The first field in error is focused here, in the page's order and clear of the save bar.
    shouldFocusError: false,
  });

  /**
   * The server's version becomes the form's base; `keepTyped`: fields the user changed keep their
   * value. No message when the caller says it later (after the staged image's upload).
   */
  const saved = (result: PlaceWithEtag, message: string | undefined, keepTyped = false) => {
    const values = toFormValues(result.place);
    setInitial(values);
    setEtag(result.etag);
    setServerPlace(result.place);
    form.reset(values, { keepDirtyValues: keepTyped });
    if (message) notify(message);
  };

  /** A newer version becomes the base of the next save, the form's values untouched. */
  const adoptVersion = (latest: PlaceWithEtag) => {
    setEtag(latest.etag);
    setServerPlace(latest.place);
  };

  return { form, etag, serverPlace, initial, saved, adoptVersion };
}
