import { Paper, Table, TableBody, TableContainer } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useDeferredValue, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickupPlace } from '@/contract/places';
import { ProblemAlert } from '@/web/shared/ui/problem-alert';
import type { PlaceColumn } from '@/web/features/places-list/lib/column-prefs';
import type { SortKey } from '@/web/shared/places/lib/sort-key';
import { FirstRowsFirst } from './first-rows-first';
import type { PlaceRowData } from './place-cells';
import { PlaceCards } from './place-cards';
import { PlaceRow, type PlaceItemProps } from './place-row';
import { PlacesPagination } from './places-pagination';
import { PlacesTableHead } from './places-table-head';
import { EmptyRow, LoadingRows, NoMatchRow, RowsRoom } from './placeholder-rows';
import { placeItemStyles } from './place-styles';
import { useRowKeys } from './use-row-keys';

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

// The table's frame styles every row inside it, once (place-styles.ts).
// styled(), not sx: sx would read a number as spacing units (padding: 9 as 72 px).
const TableRoot = styled(Paper)(({ theme }) => placeItemStyles(theme));

/** How many rows the first drawing holds: LoadingRows' number. */
const FIRST_ROWS = 10;

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
  const { t } = useTranslation();
  const keys = useRowKeys();
  const keysHint = useId();

  if (error && !data) {
    return <ProblemAlert error={error} onRetry={onRetry} />;
  }

  const rows = (data?.items ?? []).filter((p) => !hidden.has(p.id));
  const span = columns.length + (selection ? 2 : 1);
  const pageIds = rows.map((p) => p.id);
  const selectedOnPage = selection ? pageIds.filter((id) => selection.isSelected(id)).length : 0;

  // What every row (or card) of the page shares.
  const item = { canEdit, onOpen, linkState, onDelete, selection };
  const pageSelection = selection && {
    checked: pageIds.length > 0 && selectedOnPage === pageIds.length,
    indeterminate: selectedOnPage > 0 && selectedOnPage < pageIds.length,
    onChange: (on: boolean) => selection.onTogglePage(pageIds, on),
  };
  const pagination = (
    <PlacesPagination
      count={data?.page?.totalElements ?? 0}
      page={page}
      size={size}
      onPage={onPage}
      onSize={onSize}
    />
  );

  if (compact)
    return (
      <PlaceCards
        rows={rows}
        answered={Boolean(data)}
        loading={loading}
        size={size}
        item={item}
        pageSelection={pageSelection}
        noMatch={noMatch}
        emptyAction={emptyAction}
        pagination={pagination}
      />
    );

  return (
    <TableRoot variant="outlined">
      {/* Relative: the header's visually hidden text is positioned inside the scrolling box, so a
          narrow screen scrolls the table, not the page. */}
      <TableContainer sx={{ position: 'relative' }}>
        <Table
          size="small"
          aria-label={t('places.tableLabel')}
          aria-describedby={rows.length > 0 ? keysHint : undefined}
          aria-busy={loading && !data}
        >
          <PlacesTableHead
            columns={columns}
            sortable={sortable}
            sort={sort}
            onSort={onSort}
            pageSelection={pageSelection}
          />
          <TableBody {...keys}>
            {loading && !data ? (
              <LoadingRows size={size} columns={span} />
            ) : (
              <PageRows rows={rows} columns={columns} span={span} item={item} />
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
      <KeysHint id={keysHint} selectable={Boolean(selection)} />
      {pagination}
    </TableRoot>
  );
}

/** The page's rows, the first screenful first (first-rows-first.tsx), the first one the body's Tab stop. */
function PageRows({
  rows,
  columns,
  span,
  item,
}: {
  rows: readonly PlaceRowData[];
  columns: Props['columns'];
  span: number;
  item: Omit<PlaceItemProps, 'place'>;
}) {
  return (
    <FirstRowsFirst
      items={rows}
      first={FIRST_ROWS}
      rest={(count) => <RowsRoom count={count} columns={span} />}
    >
      {(place) => (
        <PlaceRow key={place.id} place={place} columns={columns} tabStop={place === rows[0]} {...item} />
      )}
    </FirstRowsFirst>
  );
}

/** The table's keys (use-row-keys.ts), said to a screen reader as the table's description. */
function KeysHint({ id, selectable }: { id: string; selectable: boolean }) {
  const { t } = useTranslation();
  return (
    <span id={id} hidden>
      {t('rowsLayout.tableKeys')}
      {selectable && ` ${t('rowsLayout.tableKeysSpace')}`}
    </span>
  );
}
