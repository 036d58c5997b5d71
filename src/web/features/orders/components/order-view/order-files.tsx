import { Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/contract/orders/order';
import { orderFiles } from '@/web/features/orders/lib/order-view-model';

/** The order's documents (invoices, labels, files), each opening in a new tab. */
export function OrderFiles({ order }: { order: Order }) {
  const { t } = useTranslation();
  const files = orderFiles(order);
  if (files.length === 0) return <Typography color="textSecondary">{t('order.noFiles')}</Typography>;
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {files.map((file) => (
        <Link key={file.url} href={file.url} target="_blank" rel="noopener noreferrer">
          {file.kind === 'file' ? file.name : t(`order.${file.kind}`)}
        </Link>
      ))}
    </Stack>
  );
}
