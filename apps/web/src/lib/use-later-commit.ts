import { startTransition, useEffect, useState } from 'react';

/**
 * True one commit after `ready` became true: what it guards renders in a separate, later transition,
 * after what is already on screen has been committed (and usually painted), so the two make two
 * shorter tasks instead of one long one. (A second useDeferredValue of a deferred value cannot do
 * this: inside a deferred render React hands it the new value at once, in the same commit.)
 */
export function useLaterCommit(ready: boolean): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (ready && !later) startTransition(() => setLater(true));
  }, [ready, later]);
  return ready && later;
}
