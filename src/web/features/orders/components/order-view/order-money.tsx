import { useTranslation } from 'react-i18next';
import type { Order } from '@/contract/orders/order';
import { useFormat } from '@/web/features/orders/lib/format';
import { moneyTotals } from '@/web/features/orders/lib/order-view-model';
import { FieldList } from '../field-list';

/** What the order costs: its price or its costs, cash on delivery, and a total when there is no price. */
export function OrderMoney({ order }: { order: Order }) {
  const { t } = useTranslation();
  const f = useFormat();
  const money = moneyTotals(order);
  return (
    <FieldList
      items={[
        ...money.lines.map(
          (l) =>
            [
              l.label === 'price'
                ? t('order.price')
                : // With an order price, the costs are parts of it, not additions to it.
                  order.price
                  ? t('order.includes', { cost: f.code('AdditionalCostType', l.label) })
                  : f.code('AdditionalCostType', l.label),
              f.money(l),
            ] as [string, string],
        ),
        [
          t('order.cod'),
          order.cashOnDelivery && order.cashOnDelivery.amount > 0 ? f.money(order.cashOnDelivery) : undefined,
        ],
        // The order price is the total already; a sum only when there is none.
        [
          t('order.total'),
          order.price ? undefined : (
            <strong key="total">
              {Object.entries(money.totals)
                .map(([currency, amount]) => f.money({ amount, currency }))
                .join(' + ')}
            </strong>
          ),
        ],
      ]}
    />
  );
}
