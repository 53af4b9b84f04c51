import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useNotify } from '@/components/notifications';

/** Any unknown path goes home (spec, section 2), saying so, so a mistyped link does not just vanish. */
export function UnknownPath() {
  const { t } = useTranslation();
  const notify = useNotify();
  useEffect(() => notify({ severity: 'info', message: t('pageNotFound') }), [notify, t]);
  return <Navigate to="/" replace />;
}
