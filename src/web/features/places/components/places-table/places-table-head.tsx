import { Box, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SORTABLE_COLUMNS, columnSort, type SortKey } from '../../lib/sort-key';

interface Props {
  sort: SortKey[];
  /** Click sorts by the column; Shift+click adds it as a further key (the API takes several). */
  onSort: (property: string, additive: boolean) => void;
}

/** The table's header: the sortable columns (a rank beside each key when sorted by several), open now, actions. */
export function PlacesTableHead({ sort, onSort }: Props) {
  const { t } = useTranslation();
  return (
    <TableHead>
      <TableRow>
        {SORTABLE_COLUMNS.map((column) => {
          const { direction, rank } = columnSort(sort, column.property);
          return (
            <TableCell key={column.property} sortDirection={direction ?? false}>
              <TableSortLabel
                active={Boolean(direction)}
                direction={direction ?? 'asc'}
                onClick={(e) => onSort(column.property, e.shiftKey)}
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
        <TableCell>{t('places.columns.openNow')}</TableCell>
        <TableCell align="right">
          <Box component="span" sx={visuallyHidden}>
            {t('common.actions')}
          </Box>
        </TableCell>
      </TableRow>
    </TableHead>
  );
}

const visuallyHidden = {
  position: 'absolute',
  // In px: a bare 1 is 100% in sx, which made the page as wide again as the screen.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;
