import { siteOrdersSchema } from '@eventsite/core/api/prints';
import {
  orderCreatedSchema,
  orderSchema,
  shipmentMethodsResponseSchema,
  type OrderCreation,
  type ShipmentMethodsRequest,
} from '@eventsite/core/schemas/order';
import { printSchema, type Print } from '@eventsite/core/schemas/print';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const printQueryKey = (printId: string) => ['prints', printId] as const;
export const orderQueryKey = (orderId: string) => ['orders', orderId] as const;
export const siteOrdersQueryKey = (siteId: string) => ['sites', siteId, 'orders'] as const;

/** `GET /api/prints/{printId}` (`002` §7). */
export function getPrint(printId: string): Promise<Print> {
  return apiRequest(`/api/prints/${encodeURIComponent(printId)}`, { schema: printSchema });
}

export function usePrint(printId: string) {
  return useQuery({ queryKey: printQueryKey(printId), queryFn: () => getPrint(printId) });
}

/** `PUT /api/prints/{printId}`: the checkout's rounded-corners choice is the print's trim (`002` §4). */
export async function updatePrint(print: Print & { _id: string }): Promise<void> {
  await apiRequest(`/api/prints/${encodeURIComponent(print._id)}`, { method: 'PUT', body: print });
}

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

export function useOrder(orderId: string) {
  return useQuery({ queryKey: orderQueryKey(orderId), queryFn: () => getOrder(orderId) });
}

/** `GET /api/sites/{siteId}/orders`: the site's orders, newest first, with their status. */
export function useSiteOrders(siteId: string) {
  return useQuery({
    queryKey: siteOrdersQueryKey(siteId),
    queryFn: () =>
      apiRequest(`/api/sites/${encodeURIComponent(siteId)}/orders`, { schema: siteOrdersSchema }),
  });
}
