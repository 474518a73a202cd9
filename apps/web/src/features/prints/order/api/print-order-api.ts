import { householdsResponseSchema } from '@eventsite/core/api/households';
import {
  orderCreatedSchema,
  orderSchema,
  shipmentMethodsResponseSchema,
  type OrderCreation,
  type ShipmentMethodsRequest,
} from '@eventsite/core/schemas/order';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

export const orderQueryKey = (orderId: string) => ['orders', orderId] as const;

/** `POST /api/orders/shipmentMethods/` (`002` §7): the carriers' offers, cheapest first. */
export function getShipmentMethods(request: ShipmentMethodsRequest) {
  return apiRequest('/api/orders/shipmentMethods', {
    method: 'POST',
    body: request,
    schema: shipmentMethodsResponseSchema,
  });
}

/** `POST /api/orders/` (`002` §7): the new order's id; the server prices it. */
export async function createOrder(order: OrderCreation): Promise<string> {
  const answer = await apiRequest('/api/orders', { method: 'POST', body: order, schema: orderCreatedSchema });
  return answer._id;
}

/** `GET /api/orders/{orderId}` (`002` §7). */
export function getOrder(orderId: string) {
  return apiRequest(`/api/orders/${encodeURIComponent(orderId)}`, { schema: orderSchema });
}

/**
 * How many households the site's guest list has (`GET /api/sites/{siteId}/households`), for the checkout's
 * personal QR per household.
 */
export function useHouseholdCount(siteId: string) {
  return useQuery({
    queryKey: ['sites', siteId, 'households', 'count'],
    queryFn: async () => {
      const list = await apiRequest(`/api/sites/${encodeURIComponent(siteId)}/households`, {
        schema: householdsResponseSchema,
      });
      return list.households.length;
    },
  });
}
