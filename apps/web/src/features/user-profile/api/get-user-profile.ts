import { userProfileResponse } from '@dappx/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getUserProfile = () => apiRequest('/users/userProfile', { schema: userProfileResponse });

export const useUserProfile = () =>
  useQuery({ queryKey: ['users', 'userProfile'], queryFn: getUserProfile, retry: false, staleTime: 30_000 });
