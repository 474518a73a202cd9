import { PRINT_ERROR_TEXTS } from '@eventsite/core/constants/print-texts';
import type { ShipmentMethod } from '@eventsite/core/schemas/order';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../../lib/i18n/language-context';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import type { ShipmentMethodsState } from './shipment-methods';

/** The pause after typing before the carriers are asked again. */
const ADDRESS_PAUSE_MS = 400;

/**
 * The carriers' methods for a checkout's address (`002` §4), asked once the address is complete and typing
 * has paused, cheapest first; the chosen one is `chosenUid`'s, or the cheapest until the owner picks another.
 */
export function useShipmentMethods(
  /** What the methods depend on besides the address, for the query's key. */
  key: readonly unknown[],
  /** The valid address as JSON, or null while it is incomplete. */
  addressKey: string | null,
  fetchMethods: (addressJson: string) => Promise<{ shipmentMethods: readonly ShipmentMethod[] }>,
  chosenUid: string | null,
): { shipment: ShipmentMethodsState; chosen: ShipmentMethod | undefined } {
  const { language } = useLanguage();
  const settledAddressKey = useDebouncedValue(addressKey, ADDRESS_PAUSE_MS);
  const shipmentQuery = useQuery({
    queryKey: [...key, settledAddressKey],
    queryFn: async () => {
      const answer = await fetchMethods(settledAddressKey ?? '{}');
      return [...answer.shipmentMethods].sort((a, b) => a.price - b.price);
    },
    enabled: settledAddressKey !== null && settledAddressKey === addressKey,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

  let shipment: ShipmentMethodsState;
  if (addressKey === null) shipment = { state: 'needsAddress' };
  else if (settledAddressKey !== addressKey || shipmentQuery.isPending) shipment = { state: 'loading' };
  else if (shipmentQuery.isError)
    shipment = { state: 'failed', message: PRINT_ERROR_TEXTS.shipmentOptionsFailed[language] };
  else shipment = { state: 'ready', methods: shipmentQuery.data };
  const methods = shipment.state === 'ready' ? shipment.methods : [];
  const chosen = methods.find((method) => method.shipmentMethodUid === chosenUid) ?? methods[0];
  return { shipment, chosen };
}
