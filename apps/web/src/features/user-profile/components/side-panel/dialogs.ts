import { onDemand } from '@/components/dialogs/on-demand';

export const QrDialog = onDemand(() => import('./qr-dialog').then((module) => module.QrDialog));
