import { Button, TableCell, TableRow, Typography } from '@mui/material';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { placeClasses as c } from './place-styles';

/**
 * Grey rows while the first page loads (at most ten, whatever the page size). Shapes only: hidden
 * from assistive technology (the table says it is busy), so nobody meets ten empty rows, and a
 * click on one is not taken for a click on a place. Plain elements styled by the table, as the
 * rows are (place-styles.ts): a hundred MUI cells and skeletons were drawn just before the list's
 * answer came (issue 25).
 */
export function LoadingRows({ size, columns }: { size: number; columns: number }) {
  return Array.from({ length: Math.min(size, 10) }, (_, i) => (
    <tr key={i} aria-hidden>
      {Array.from({ length: columns }, (_, j) => (
        <td key={j} className={c.cell}>
          <span className={c.skeleton} />
        </td>
      ))}
    </tr>
  ));
}

/**
 * The room of `count` rows not drawn yet (FirstRowsFirst), so that what is below the table does not
 * move when they come: as tall as that many of the rows drawn above it, measured before the paint.
 * Grey placeholder rows are not as tall as real ones (their chips and buttons), and a guess by a
 * constant would be wrong for another density or language.
 */
export function RowsRoom({ count, columns }: { count: number; columns: number }) {
  const room = useRef<HTMLTableRowElement>(null);
  useLayoutEffect(() => {
    const tr = room.current;
    const rows = tr?.parentElement?.querySelectorAll(':scope > tr[data-place-id]');
    if (!tr || !rows?.length) return;
    const top = rows[0]!.getBoundingClientRect().top;
    const bottom = rows[rows.length - 1]!.getBoundingClientRect().bottom;
    tr.style.height = `${((bottom - top) / rows.length) * count}px`;
  }, [count]);
  return (
    <tr ref={room} aria-hidden data-rows-room={count}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}

/** An e-shop with no places yet, with what to do about it (the table's row, or alone on a phone). */
export function EmptyContent({ action }: { action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h6" component="p" gutterBottom>
        {t('places.empty.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('places.empty.body')}
      </Typography>
      {action}
    </>
  );
}

/** A search or filters nothing matches, with the way back to every place. */
export function NoMatchContent({ q, onClear }: { q: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h6" component="p" gutterBottom>
        {q ? t('places.search.noMatchText', { q }) : t('places.search.noMatch')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('places.search.noMatchBody')}
      </Typography>
      <Button variant="outlined" onClick={onClear}>
        {t('places.filters.clear')}
      </Button>
    </>
  );
}

/** The row of an e-shop with no places yet. */
export function EmptyRow({ action, columns }: { action: ReactNode; columns: number }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 6, textAlign: 'center' }}>
        <EmptyContent action={action} />
      </TableCell>
    </TableRow>
  );
}

/** The row of a search or filters nothing matches. */
export function NoMatchRow({ q, onClear, columns }: { q: string; onClear: () => void; columns: number }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 6, textAlign: 'center' }}>
        <NoMatchContent q={q} onClear={onClear} />
      </TableCell>
    </TableRow>
  );
}
