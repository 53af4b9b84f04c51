import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { validateVerificationToken } from './api/users-api';

/** The link from the verification mail (`/?verify-user&token=…&userId=…`): verify, then go to /. */
export function useVerifyUser() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!params.has('verify-user') || handled.current) return;
    handled.current = true;
    const token = params.get('token') ?? '';
    const userId = params.get('userId') ?? '';
    // The spec only logs a failure; the profile shows the verified state.
    validateVerificationToken(userId, token)
      .catch((error: unknown) => console.error('Email verification failed', error))
      .finally(() => navigate('/', { replace: true }));
  }, [search, navigate]);
}
