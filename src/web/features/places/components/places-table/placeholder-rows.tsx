import { Skeleton, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The table's columns: five sortable ones, open now, actions. */
const COLUMN_COUNT = 7;

/** Grey rows while the first page loads (at most ten, whatever the page size). */
export function LoadingRows({ size }: { size: number }) {
  return Array.from({ length: Math.min(size, 10) }, (_, i) => (
    <TableRow key={i}>
      {Array.from({ length: COLUMN_COUNT }, (_, j) => (
        <TableCell key={j}>
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/** The row of an e-shop with no places yet, with what to do about it. */
export function EmptyRow({ action }: { action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TableRow>
      <TableCell colSpan={COLUMN_COUNT} sx={{ py: 6, textAlign: 'center' }}>
        <Typography variant="h6" component="p" gutterBottom>
          {t('places.empty.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('places.empty.body')}
        </Typography>
        {action}
      </TableCell>
    </TableRow>
  );
}
