import { useQuery } from '@tanstack/react-query';
import { getUserProfile } from '@/features/users';

export const useUserProfile = () =>
  useQuery({ queryKey: ['users', 'userProfile'], queryFn: getUserProfile, retry: false, staleTime: 30_000 });
