import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/contract/orders/order';
import { useFormat } from '@/web/features/orders/lib/format';
import { addressLines, telHref } from '@/web/features/orders/lib/order-details';
import { FieldList } from '../field-list';

/** Who ordered: name, and an e-mail and a phone to reach them by. */
export function OrderCustomer({ customer }: { customer: Order['customer'] }) {
  const { t } = useTranslation();
  return (
    <FieldList
      items={[
        [t('order.name'), customer?.name],
        [
          t('order.email'),
          customer?.email && <Link href={`mailto:${customer.email}`}>{customer.email}</Link>,
        ],
        [t('order.phone'), customer?.phone && <Link href={telHref(customer.phone)}>{customer.phone}</Link>],
      ]}
    />
  );
}

/** Who is billed, with their company numbers and language. */
export function OrderBilling({ billing }: { billing: Order['billingDetails'] }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <FieldList
      items={[
        [t('order.name'), billing?.name],
        [t('order.company'), billing?.companyName],
        [t('order.address'), addressLines(billing?.billingAddress)],
        [t('order.crn'), billing?.crn],
        [t('order.vatId'), billing?.vatId],
        [t('order.email'), billing?.email],
        [t('order.phone'), billing?.phone],
        [t('order.language'), billing?.language && f.language(billing.language)],
      ]}
    />
  );
}
