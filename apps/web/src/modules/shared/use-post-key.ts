import { useRef } from 'react';
import { fetchPostKey, type PostKeyKind } from './guest-submission';
import { waitUntilPostKeyIsOldEnough } from './post-key-age';

interface ArrivedKey {
  key: string;
  /** `Date.now()` when the key's answer arrived: the server made it before that. */
  arrivedAt: number;
}

/**
 * A form's post key fetched beside the form instead of before it (issue 40): the form opens as soon as its
 * code is there, and a send takes the key, waiting for it, asking again if it failed (a send that still has
 * no key fails with the standard error and the answers kept), and waiting out the rest of the key's
 * minimum age, so a guest who answers quickly is never taken for a bot (`decisions.md` §3 "Post keys").
 */
export function usePostKey(kind: PostKeyKind) {
  const pending = useRef<Promise<ArrivedKey> | null>(null);

  /** Starts fetching a key unless one is on its way or waiting; resolves once it has come or failed. */
  const fetchKey = (): Promise<void> => {
    if (pending.current === null) {
      const arriving = fetchPostKey(kind).then((key) => ({ key, arrivedAt: Date.now() }));
      pending.current = arriving;
      // A failed key is forgotten, so that the send asks again.
      arriving.catch(() => {
        if (pending.current === arriving) pending.current = null;
      });
    }
    return pending.current.then(
      () => undefined,
      () => undefined,
    );
  };

  /** The key for one send, old enough; the next send or form gets a new one (keys are single-use). */
  const takeKey = async (): Promise<string> => {
    void fetchKey();
    const arriving = pending.current;
    if (arriving === null) throw new Error('No post key is on its way.');
    const { key, arrivedAt } = await arriving;
    if (pending.current === arriving) pending.current = null;
    await waitUntilPostKeyIsOldEnough(arrivedAt);
    return key;
  };

  return { fetchKey, takeKey };
}
