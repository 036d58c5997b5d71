import { Tooltip, type TooltipProps } from '@mui/material';
import { useState } from 'react';

/** Stands in for the tooltip's popper until the tooltip first opens: renders nothing. */
const Dormant = () => null;
const DORMANT = { popper: Dormant };

/**
 * MUI's Tooltip whose popper is not rendered before the tooltip first opens. A closed Tooltip
 * still renders its styled popper (which returns nothing, but emotion serialises its styles on
 * every render), so a page of rows with three tooltips each spent a good part of its first render
 * on tooltips nobody had asked for (issue 25: the cold load of the places table). The child, its
 * name or description and the hover, focus and touch handling are the Tooltip's own from the
 * start; only the popper waits for the first opening (onOpen), and stays from then on.
 */
export function LazyTooltip({ onOpen, slots, ...props }: TooltipProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Tooltip
      {...props}
      slots={opened ? slots : { ...slots, ...DORMANT }}
      onOpen={(event) => {
        setOpened(true);
        onOpen?.(event);
      }}
    />
  );
}
