import type { AuthenticationBody, CreateAccountBody } from '@dappx/shared/users';
import { usersEndpoints } from '@dappx/shared/endpoints/users';
import { api } from '@/lib/api-client';

// The /users calls of the storefront spec (section 7), one fetcher each.

export const getNonce = (publicAddress: string) =>
  api(usersEndpoints.usersNonce, { query: { publicAddress } });

export const createAccount = (body: CreateAccountBody) => api(usersEndpoints.createAccount, { body });

export const authenticate = (body: AuthenticationBody) => api(usersEndpoints.authentication, { body });

export const logoutSession = () => api(usersEndpoints.logout);

export const validateVerificationToken = (userId: string, token: string) =>
  api(usersEndpoints.validateVerificationToken, { query: { userId, token } });

export const getRegion = () => api(usersEndpoints.region);

export const linkDevice = (code: string) => api(usersEndpoints.linkDevice, { body: { code } });

export const getUserProfile = () => api(usersEndpoints.userProfile);

/** The profile query's key: what a change to the user's account invalidates. */
export const userProfileKey = ['users', 'userProfile'] as const;

/** The signed-in user's profile: the wallet area waits for it, so its loader starts it with the code. */
export const userProfileQuery = () => ({
  queryKey: userProfileKey,
  queryFn: getUserProfile,
  retry: false,
  staleTime: 30_000,
});
