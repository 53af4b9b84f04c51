import { useTranslation } from 'react-i18next';
import { useSupportEmail } from '@/features/navigation';

/** What a suspended (blocked) account is told, with where to write: the store's support address. */
export function useSuspendedText(): string {
  const { t } = useTranslation();
  const email = useSupportEmail();
  return email ? t('users.suspended', { email }) : t('users.suspendedNoEmail');
}
