/**
 * Asking for a wallet connection from anywhere, without looking for another feature's button in the
 * page: the header's Connect Wallet ('wallet') and the IMX connect area ('imx') each say how they open
 * while they are on screen, and a feature asks by kind (the NFT purchase when it needs an IMX wallet,
 * the IMX area when nobody is signed in).
 */
export type ConnectKind = 'wallet' | 'imx';

type Opener = () => void;
const openers: Record<ConnectKind, Opener[]> = { wallet: [], imx: [] };

/** Registers how to open one kind of connection while the component is mounted; returns the undo. */
export function offerConnect(kind: ConnectKind, open: Opener): () => void {
  openers[kind].push(open);
  return () => {
    openers[kind] = openers[kind].filter((candidate) => candidate !== open);
  };
}

/** Opens the first connection of that kind on screen; false when none is. */
export function requestConnect(kind: ConnectKind): boolean {
  const [open] = openers[kind];
  open?.();
  return open !== undefined;
}
