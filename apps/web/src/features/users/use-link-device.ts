import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNotify } from '@/components/notifications';
import { getUserProfile, linkDevice } from './api/users-api';
import { storeSession } from '@/lib/session';

/**
 * The profile's QR code opens `/?link=<code>` on a phone: the code becomes a session of the same user
 * and the phone lands in the wallet area; a used or expired code says so.
 */
export function useLinkDevice() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const handled = useRef(false);

  useEffect(() => {
    const code = new URLSearchParams(search).get('link');
    if (!code || handled.current) return;
    handled.current = true;
    linkDevice(code)
      .then(async (session) => {
        storeSession({
          sessionId: session['session-id'],
          referralCode: session.referral_code,
          walletAddress: '',
        });
        const profile = await getUserProfile();
        storeSession({
          sessionId: session['session-id'],
          referralCode: session.referral_code,
          walletAddress: profile.wallet_address,
        });
        navigate('/user-profile', { replace: true });
      })
      .catch((error: unknown) => {
        notify({ severity: 'error', message: error instanceof Error ? error.message : String(error) });
        navigate('/', { replace: true });
      });
  }, [search, navigate, notify]);
}
