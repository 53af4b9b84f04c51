import { isLoggedIn } from '@/lib/session';
import { ConnectPrompt } from '../components/connect-prompt';
import { WalletArea } from '../components/wallet-area';

/** /user-profile and its pages: the wallet area with a session-id, otherwise the prompt to connect a wallet. */
export function UserProfileRoute() {
  if (!isLoggedIn()) return <ConnectPrompt />;
  return <WalletArea />;
}
