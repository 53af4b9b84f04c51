import { useQuery } from '@tanstack/react-query';
import { userProfileQuery } from '@/features/users';

export const useUserProfile = () => useQuery(userProfileQuery());
