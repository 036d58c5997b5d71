import { Box, Checkbox, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/web/shared/ui/visually-hidden';
import type { PlaceColumn } from '@/web/features/places-list/lib/column-prefs';
import { columnSort, type SortKey } from '@/web/shared/places/lib/sort-key';
import { COLUMN_DEFS } from './place-cells';

interface Props {
  columns: readonly PlaceColumn[];
  /** Whether a sort property can be used now (the search sorts by fewer than the platform). */
  sortable: (property: string) => boolean;
  sort: SortKey[];
  /** Click sorts by the column; Shift+click adds it as a further key (the API takes several). */
  onSort: (property: string, additive: boolean) => void;
  /** The page's checkbox, when rows can be selected. */
  pageSelection?: { checked: boolean; indeterminate: boolean; onChange: (on: boolean) => void } | undefined;
}

/** The table's header: the chosen columns, sortable where they can be (a rank beside each key when sorted by several), actions. */
export function PlacesTableHead({ columns, sortable, sort, onSort, pageSelection }: Props) {
  const { t } = useTranslation();
  return (
    <TableHead>
      <TableRow>
        {columns.map((id) => {
          const column = COLUMN_DEFS[id];
          const property = column.sort;
          if (!property || !sortable(property)) return <TableCell key={id}>{t(column.label)}</TableCell>;
          const { direction, rank } = columnSort(sort, property);
          return (
            <TableCell key={id} sortDirection={direction ?? false}>
              <TableSortLabel
                active={Boolean(direction)}
                direction={direction ?? 'asc'}
                onClick={(e) => onSort(property, e.shiftKey)}
              >
                {t(column.label)}
                {rank && (
                  <Box component="sup" sx={{ ml: 0.25, fontSize: 10 }}>
                    {rank}
                  </Box>
                )}
              </TableSortLabel>
            </TableCell>
          );
        })}
        {pageSelection && (
          <TableCell padding="checkbox">
            <Checkbox
              size="small"
              checked={pageSelection.checked}
              indeterminate={pageSelection.indeterminate}
              onChange={(e) => pageSelection.onChange(e.target.checked)}
              slotProps={{ input: { 'aria-label': t('places.selectPage') } }}
            />
          </TableCell>
        )}
        <TableCell align="right">
          <Box component="span" sx={visuallyHidden}>
            {t('common.actions')}
          </Box>
        </TableCell>
      </TableRow>
    </TableHead>
  );
}
