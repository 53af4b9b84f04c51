import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

/**
 * A console dialog's confirm: sends the change, then says it is done (`doneArgs` fill the notice's names),
 * reads the list again and closes; a refusal stays in the dialog as the server words it, so the operator
 * can correct and try again.
 */
export function useConfirmedChange(
  texts: string,
  send: () => Promise<unknown>,
  onClose: () => void,
  doneArgs?: Record<string, string>,
) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await send();
      notify(`${texts}.done`, { type: 'success', messageArgs: doneArgs });
      refresh();
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setPending(false);
    }
  };
  return { error, pending, confirm, clearError: () => setError(undefined) };
}
