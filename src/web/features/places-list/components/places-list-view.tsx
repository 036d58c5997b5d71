import { Box } from '@mui/material';
import { Suspense, lazy, type ReactNode } from 'react';
import { PlacesTable } from './places-table/places-table';
import SelectionBar from './selection/selection-bar';
import type { PlacesList } from './use-places-list';

const PlacesMap = lazy(() => import('./map/places-map'));

interface Props {
  list: PlacesList;
  /** What an empty e-shop offers (creating the first place). */
  emptyAction: ReactNode;
  /** "Change the selected places": the bulk change is another feature's, opened by the page. */
  onBulk: () => void;
}

/** The places as a table, or on the map; the selection bar above the table or over the map. */
export function PlacesListView({ list, emptyAction, onBulk }: Props) {
  const { eshopId, selection } = list;
  // On the map the bar lies over the map's top edge, so the map does not jump when it appears.
  const selectionBar = list.canEdit && selection.count > 0 && (
    <SelectionBar selection={selection} total={list.total} onBulk={onBulk} />
  );
  if (list.view === 'table')
    return (
      <>
        {selectionBar}
        <PlacesTable {...list.table} emptyAction={emptyAction} />
      </>
    );
  return (
    <Suspense fallback={<Box sx={{ height: 400 }} />}>
      {eshopId && <PlacesMap key={eshopId} eshopId={eshopId} {...list.map} overlay={selectionBar} />}
    </Suspense>
  );
}
