import { householdsResponseSchema } from '@eventsite/core/api/households';
import {
  orderCreatedSchema,
  orderSchema,
  shipmentMethodsResponseSchema,
  type OrderCreation,
  type PlaceCardOrderCreation,
  type PlaceCardShipmentMethodsRequest,
  type ShipmentMethodsRequest,
} from '@eventsite/core/schemas/order';
import { seatingPlanSchema } from '@eventsite/core/schemas/seating';
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

const placeCardOrdersPath = (siteId: string) =>
  `/api/sites/${encodeURIComponent(siteId)}/seating/place-card-orders`;

/** `POST /api/sites/{siteId}/seating/place-card-orders/shipmentMethods`: the carriers' offers, cheapest first. */
export function getPlaceCardShipmentMethods(siteId: string, request: PlaceCardShipmentMethodsRequest) {
  return apiRequest(`${placeCardOrdersPath(siteId)}/shipmentMethods`, {
    method: 'POST',
    body: request,
    schema: shipmentMethodsResponseSchema,
  });
}

/** `POST /api/sites/{siteId}/seating/place-card-orders` (issue 35 item 2): the new order's id. */
export async function createPlaceCardOrder(siteId: string, order: PlaceCardOrderCreation): Promise<string> {
  const answer = await apiRequest(placeCardOrdersPath(siteId), {
    method: 'POST',
    body: order,
    schema: orderCreatedSchema,
  });
  return answer._id;
}

/**
 * The seated guests of the plan of `eventId` (`GET /api/sites/{siteId}/seating?event=`), the first with their
 * table for the card's preview: what a place card order prints.
 */
export function useSeatedGuests(siteId: string, eventId: string | null) {
  return useQuery({
    queryKey: ['sites', siteId, 'seating', eventId, 'seated'],
    queryFn: async () => {
      const query = eventId === null ? '' : `?event=${encodeURIComponent(eventId)}`;
      const plan = await apiRequest(`/api/sites/${encodeURIComponent(siteId)}/seating${query}`, {
        schema: seatingPlanSchema,
      });
      const seated = plan.tables.flatMap((table) =>
        table.places.map((person) => ({ name: person.member, table: table.name })),
      );
      return { count: seated.length, first: seated[0] ?? null };
    },
  });
}
