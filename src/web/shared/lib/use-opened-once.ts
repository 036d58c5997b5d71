import { useState } from 'react';

/**
 * Whether a popover or menu has been open yet: until then it is not rendered at all. A closed MUI
 * Popover renders nothing visible but still runs its Modal's hooks and has emotion serialise its
 * styles, on every render of its owner (the places screen's filter chips, column chooser and
 * export menu: issue 25, the cold load of the table). Once opened it stays mounted, so closing
 * keeps its transition and gives the focus back as before.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
