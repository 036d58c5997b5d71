import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { sessionQuery } from '@/web/features/auth/api/session';
import { OrderPage } from '@/web/features/orders/components/order-page';

/** /orders and /orders/<id>: the orders feature, given the order of the address and who is signed in. */
export default function OrdersRoute() {
  const { orderId = '' } = useParams();
  const session = useQuery(sessionQuery).data;
  return <OrderPage orderId={orderId} username={session?.user.username ?? ''} platform={session?.platform} />;
}
