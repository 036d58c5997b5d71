import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  /** All places of the list, on every page. */
  count: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** The list's pages: the page size, the range shown, the arrows, in the screen's language. */
export function PlacesPagination({ count, page, size, onPage, onSize }: Props) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={[10, 20, 50, 100]}
      onPageChange={(_e, p) => onPage(p)}
      onRowsPerPageChange={(e) => onSize(Number(e.target.value))}
      labelRowsPerPage={t('places.pageSize')}
      labelDisplayedRows={({ from, to, count }) => t('places.displayedRows', { from, to, count })}
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
}
