import {
  Box,
  Checkbox,
  FormControlLabel,
  Paper,
  Stack,
  Table,
  TableBody,
  TableContainer,
  TablePagination,
} from '@mui/material';
import { styled } from '@mui/material/styles';
import { startTransition, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickupPlace } from '@/contract/places';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import { useHydrated } from '@/web/shared/lib/use-hydrated';
import type { PlaceColumn } from '@/web/features/places-list/lib/column-prefs';
import type { SortKey } from '@/web/shared/places/lib/sort-key';
import type { PlaceRowData } from './place-cells';
import { PlaceRow } from './place-row';
import { PlacesTableHead } from './places-table-head';
import { LoadingCards, PlaceCard } from './place-card';
import { EmptyContent, EmptyRow, LoadingRows, NoMatchContent, NoMatchRow } from './placeholder-rows';
import { placeCardStyles } from './place-card-styles';
import { placeItemStyles } from './place-styles';

/** Checkboxes of the rows (offered to those who may change places). */
export interface TableSelection {
  isSelected: (id: string) => boolean;
  onToggle: (id: string) => void;
  /** Selects (or clears) every row of the page. */
  onTogglePage: (ids: string[], on: boolean) => void;
}

/** A page of places: the platform's list, or the search's (whose places carry their flags). */
export interface PlacesPage {
  items: PlaceRowData[];
  page?: { totalElements: number } | null;
}

interface Props {
  data: PlacesPage | undefined;
  /** The columns shown, in order. */
  columns: readonly PlaceColumn[];
  /** Whether a sort property can be used now. */
  sortable: (property: string) => boolean;
  /** Set while searching or filtering: an empty page then means "nothing matches", not "no places". */
  noMatch: { q: string; onClear: () => void } | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  sort: SortKey[];
  /** Click sorts by the column; Shift+click adds it as a further key (the API takes several). */
  onSort: (property: string, additive: boolean) => void;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
  canEdit: boolean;
  emptyAction: React.ReactNode;
  /** Opens a place (a click on its row, Enter on the focused row, the pencil). */
  onOpen: (place: PickupPlace) => void;
  /** Where a place's pencil link leads, with the list to come back to. */
  linkState: unknown;
  /** Deletes a place (offered only with `canEdit`). */
  onDelete: (place: PickupPlace) => void;
  /** Places deleted but still listed until the list refreshes: not shown. */
  hidden: ReadonlySet<string>;
  selection?: TableSelection | undefined;
  /** A narrow screen: the places as cards with their actions, not a table wider than the screen. */
  compact?: boolean;
}

/**
 * The rows (or cards) of a page that first shows: as many as the grey placeholders stood for (the
 * first screenful) are drawn at once, the rest in a deferred render that follows their paint. A row
 * is some 130 elements of MUI (cells, chips, buttons, a checkbox), so a page of twenty mounted in one
 * piece was most of the places screen's first render (issue 25: the cold load of the table).
 * Later pages of the same table (paging, sorting, searching) are drawn whole.
 */
function FirstRowsFirst<T>({
  items,
  first,
  children,
}: {
  items: readonly T[];
  first: number;
  children: (item: T) => ReactNode;
}) {
  // State, not useDeferredValue's initial value: that one is skipped when the table mounts inside
  // a deferred render (the list's answer arriving after the screen, through PlacesTable's own).
  // The server's render (and the browser's hydration of it) draws them all: its HTML paints at once.
  const hydrated = useHydrated();
  const [whole, setWhole] = useState(!hydrated);
  useEffect(() => {
    if (whole) return;
    // The first rows are committed: the rest once the frame that paints them has begun.
    const frame = requestAnimationFrame(() => startTransition(() => setWhole(true)));
    return () => cancelAnimationFrame(frame);
  }, [whole]);
  return (whole ? items : items.slice(0, first)).map(children);
}

// The table's frame and the cards' list style every row and card inside them, once (place-styles.ts).
// styled(), not sx: sx would read a number as spacing units (padding: 9 as 72 px).
const TableRoot = styled(Paper)(({ theme }) => placeItemStyles(theme));
const CardsRoot = styled('div')(({ theme }) => ({ ...placeItemStyles(theme), ...placeCardStyles(theme) }));

/** How many rows, and cards, the first drawing holds: LoadingRows' and LoadingCards' numbers. */
const FIRST_ROWS = 10;
const FIRST_CARDS = 5;

/**
 * A page of the e-shop's places, sortable by several columns, with its pagination. Drawn in a
 * deferred render: a search answer arrives through the query cache's external store, whose updates
 * React renders at once and in one piece; twenty rows of chips and buttons then held the main
 * thread for 200–250 ms while the user typed (bench: search typing). The deferred render is cut
 * into slices that leave room for key presses, and the urgent render reuses the drawn table as is,
 * unless the bulk selection changed (a click, drawn at once).
 */
export function PlacesTable({ selection, ...props }: Props) {
  const deferred = useDeferredValue(props);
  // The selection is not deferred: a ticked box must show ticked at once (see use-place-selection).
  return useMemo(() => <PlacesTableNow {...deferred} selection={selection} />, [deferred, selection]);
}

function PlacesTableNow({
  data,
  columns,
  sortable,
  noMatch,
  loading,
  error,
  onRetry,
  sort,
  onSort,
  page,
  size,
  onPage,
  onSize,
  canEdit,
  emptyAction,
  onOpen,
  linkState,
  onDelete,
  hidden,
  selection,
  compact,
}: Props) {
  const { t, i18n } = useTranslation();
  // Rows rendered by the server show no open-now status: it depends on the user's clock and zone.
  const now = useHydrated() ? new Date() : undefined;

  if (error && !data) {
    return <ProblemAlert error={error} onRetry={onRetry} />;
  }

  const rows = (data?.items ?? []).filter((p) => !hidden.has(p.id));
  const span = columns.length + (selection ? 2 : 1);
  const pageIds = rows.map((p) => p.id);
  const selectedOnPage = selection ? pageIds.filter((id) => selection.isSelected(id)).length : 0;

  // What every row (or card) of the page shares.
  const item = { now, canEdit, onOpen, linkState, onDelete, selection };
  const pageSelection = selection && {
    checked: pageIds.length > 0 && selectedOnPage === pageIds.length,
    indeterminate: selectedOnPage > 0 && selectedOnPage < pageIds.length,
    onChange: (on: boolean) => selection.onTogglePage(pageIds, on),
  };
  const pagination = (
    <TablePagination
      component="div"
      count={data?.page?.totalElements ?? 0}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={[10, 20, 50, 100]}
      onPageChange={(_e, p) => onPage(p)}
      onRowsPerPageChange={(e) => onSize(Number(e.target.value))}
      labelRowsPerPage={t('places.pageSize')}
      labelDisplayedRows={({ from, to, count }) =>
        t('places.displayedRows', {
          from: from.toLocaleString(i18n.language),
          to: to.toLocaleString(i18n.language),
          count: count.toLocaleString(i18n.language),
        })
      }
      getItemAriaLabel={(type) => t(`places.pagination.${type}`)}
      // A phone's width holds the page size, the range and the arrows only on two lines.
      sx={{
        '& .MuiTablePagination-toolbar': {
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          pl: { xs: 1, sm: 2 },
        },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
        '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
      }}
    />
  );

  if (compact) {
    const empty = !loading && data && rows.length === 0;
    return (
      <CardsRoot>
        {pageSelection && rows.length > 0 && (
          <FormControlLabel
            sx={{ ml: 0 }}
            control={
              <Checkbox
                size="small"
                checked={pageSelection.checked}
                indeterminate={pageSelection.indeterminate}
                onChange={(e) => pageSelection.onChange(e.target.checked)}
              />
            }
            label={t('places.selectPage')}
          />
        )}
        <Stack
          component="ul"
          spacing={1}
          aria-label={t('places.tableLabel')}
          aria-busy={loading && !data}
          sx={{ p: 0, m: 0 }}
        >
          {loading && !data ? (
            <LoadingCards size={size} />
          ) : (
            <FirstRowsFirst items={rows} first={FIRST_CARDS}>
              {(place) => <PlaceCard key={place.id} place={place} {...item} />}
            </FirstRowsFirst>
          )}
        </Stack>
        {empty && (
          <Box sx={{ py: 4, textAlign: 'center' }}>
            {noMatch ? (
              <NoMatchContent q={noMatch.q} onClear={noMatch.onClear} />
            ) : (
              <EmptyContent action={emptyAction} />
            )}
          </Box>
        )}
        {pagination}
      </CardsRoot>
    );
  }

  return (
    <TableRoot variant="outlined">
      {/* Relative: the header's visually hidden text is positioned inside the scrolling box, so a
          narrow screen scrolls the table, not the page. */}
      <TableContainer sx={{ position: 'relative' }}>
        <Table size="small" aria-label={t('places.tableLabel')} aria-busy={loading && !data}>
          <PlacesTableHead
            columns={columns}
            sortable={sortable}
            sort={sort}
            onSort={onSort}
            pageSelection={pageSelection}
          />
          <TableBody>
            {loading && !data ? (
              <LoadingRows size={size} columns={span} />
            ) : (
              <FirstRowsFirst items={rows} first={FIRST_ROWS}>
                {(place) => <PlaceRow key={place.id} place={place} columns={columns} {...item} />}
              </FirstRowsFirst>
            )}
            {!loading &&
              data &&
              rows.length === 0 &&
              (noMatch ? (
                <NoMatchRow q={noMatch.q} onClear={noMatch.onClear} columns={span} />
              ) : (
                <EmptyRow action={emptyAction} columns={span} />
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </TableRoot>
  );
}
