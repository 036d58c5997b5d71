// Element ids of the editor's fields, from their form paths: the list of errors and the focus after a
// refused save find a field by them (`location.city` → `place-location-city`).

export const fieldId = (path: string) => `place-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
