import {
  authenticationResponse,
  createAccountResponse,
  messageResponse,
  regionResponse,
  userProfileResponse,
  usersNonceResponse,
  type AuthenticationBody,
  type CreateAccountBody,
} from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';

// The /users calls of the storefront spec (section 7), one fetcher each.

export const getNonce = (publicAddress: string) =>
  apiRequest('/users', { query: { publicAddress }, schema: usersNonceResponse });

export const createAccount = (body: CreateAccountBody) =>
  apiRequest('/users/createAccount', { method: 'POST', body, schema: createAccountResponse });

export const authenticate = (body: AuthenticationBody) =>
  apiRequest('/users/authentication', { method: 'POST', body, schema: authenticationResponse });

export const logoutSession = () => apiRequest('/users/logout', { schema: messageResponse });

export const validateVerificationToken = (userId: string, token: string) =>
  apiRequest('/users/validateVerificationToken', { query: { userId, token }, schema: messageResponse });

export const getRegion = () => apiRequest('/users/region', { schema: regionResponse });

export const linkDevice = (code: string) =>
  apiRequest('/users/linkDevice', { method: 'POST', body: { code }, schema: authenticationResponse });

export const getUserProfile = () => apiRequest('/users/userProfile', { schema: userProfileResponse });
