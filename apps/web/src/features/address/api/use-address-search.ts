import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * An address search (`000` §4) as the screens show it: `search(address)` asks the server, `result` is the
 * answer until `forget()` (the owner changes the name), `searching` while asking, `failed` from a failed
 * search until the next one. `report` logs a failure with the address it was for.
 */
export function useAddressSearch<Result>(
  check: (address: string) => Promise<Result>,
  report: (error: unknown, address: string) => void,
) {
  const mutation = useMutation({
    mutationFn: check,
    meta: { logFailure: false },
    onError: (error, address) => report(error, address),
  });
  // A forgotten answer is told apart by identity: the next search answers with a new object.
  const [forgotten, setForgotten] = useState<Result>();
  const result = mutation.data !== forgotten ? mutation.data : undefined;
  return {
    search: mutation.mutate,
    searching: mutation.isPending,
    failed: mutation.isError,
    result,
    forget: () => setForgotten(mutation.data),
  };
}
