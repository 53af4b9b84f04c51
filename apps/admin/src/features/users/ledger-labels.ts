import { useTranslate } from 'react-admin';

/**
 * The statement's ledger codes as operators read them: an entry kind ('governance-reward:ACE') by its
 * family's label and its token, a bucket ('pending_withdrawal') by its label. A code without a label
 * is shown as it is, so a new kind is never hidden.
 */
export function useLedgerLabels() {
  const translate = useTranslate();
  return {
    kind: (code: string) => {
      const [family = code, token] = code.split(':');
      const label = translate(`console.users.entryKinds.${family}`, { _: family });
      return token ? `${label} (${token})` : label;
    },
    bucket: (code: string) => translate(`console.users.buckets.${code}`, { _: code }),
  };
}
