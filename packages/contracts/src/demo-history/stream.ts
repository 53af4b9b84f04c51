import type { ChainPlayer } from './chain-player';
import type { DemoNetwork } from './dapps';
import { between, pick } from './random';
import type { DemoWorld } from './world';

/**
 * A light stream of new demo transactions while the store runs, so the last hours' figures move: every
 * 3 to 6 s one of the history's users visits one of its favourite dapps, each call mined before the
 * next. Only the users' own keys sign, never the owner's or another role's. Answers the stop, which
 * waits for the visit under way.
 */
export function startDemoStream(
  world: DemoWorld,
  players: Map<DemoNetwork, ChainPlayer>,
): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake = () => {};
  const pause = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, between(3000, 6000));
    });
  const loop = (async () => {
    while (!stopped) {
      await pause();
      if (stopped) break;
      const user = pick(world.users);
      const dapp = pick(user.favourites);
      // A call that fails (a visitor bought the item first, the chains are closing) is just not made.
      await players
        .get(dapp.network)
        ?.playNow(world.visitCalls({ user, dapp }))
        .catch(() => undefined);
    }
  })();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    wake();
    await loop;
  };
}
