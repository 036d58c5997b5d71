import { Box, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FirstRowsFirst } from './first-rows-first';
import { LoadingCards, PlaceCard } from './place-card';
import type { PlaceItemProps } from './place-row';
import type { PlaceRowData } from './place-cells';
import { EmptyContent, NoMatchContent } from './placeholder-rows';
import { placeCardStyles } from './place-card-styles';
import { placeItemStyles } from './place-styles';

// The cards' list styles every card inside it, once (place-styles.ts).
const CardsRoot = styled('div')(({ theme }) => ({ ...placeItemStyles(theme), ...placeCardStyles(theme) }));

/** How many cards the first drawing holds: LoadingCards' number. */
const FIRST_CARDS = 5;

interface Props {
  rows: readonly PlaceRowData[];
  /** The list has answered (an empty answer then says so). */
  answered: boolean;
  loading: boolean;
  size: number;
  /** What every card of the page shares. */
  item: Omit<PlaceItemProps, 'place'>;
  pageSelection: { checked: boolean; indeterminate: boolean; onChange: (on: boolean) => void } | undefined;
  noMatch: { q: string; onClear: () => void } | undefined;
  emptyAction: ReactNode;
  pagination: ReactNode;
}

/** A narrow screen's page of places: cards with their actions, a box that selects the page. */
export function PlaceCards({
  rows,
  answered,
  loading,
  size,
  item,
  pageSelection,
  noMatch,
  emptyAction,
  pagination,
}: Props) {
  const { t } = useTranslation();
  const empty = !loading && answered && rows.length === 0;
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
        aria-busy={loading && !answered}
        sx={{ p: 0, m: 0 }}
      >
        {loading && !answered ? (
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
