import { lazy, Suspense } from 'react';
import { isLoggedIn } from '@/lib/session';
import { WalletArea } from '../components/wallet-area';

// The prompt brings the sign-in flow (wagmi and viem) that a signed-in visit never uses.
const ConnectPrompt = lazy(() =>
  import('../components/connect-prompt').then((module) => ({ default: module.ConnectPrompt })),
);

/** /user-profile and its pages: the wallet area with a session-id, otherwise the prompt to connect a wallet. */
export function UserProfileRoute() {
  if (isLoggedIn()) return <WalletArea />;
  return (
    <Suspense>
      <ConnectPrompt />
    </Suspense>
  );
}
