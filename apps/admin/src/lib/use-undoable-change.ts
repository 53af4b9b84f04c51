import { useAddUndoableMutation, useNotify, useRefresh } from 'react-admin';

/**
 * react-admin's undoable mode for a console call of our own: the toast names the change and offers Undo;
 * the call is sent only when the toast closes without it, then the screen reads its data again.
 */
export function useUndoableChange() {
  const addUndoableMutation = useAddUndoableMutation();
  const notify = useNotify();
  const refresh = useRefresh();
  return (message: string, send: () => Promise<unknown>, undone: () => void) => {
    addUndoableMutation(({ isUndo }) => {
      if (isUndo) return undone();
      send()
        .catch((error: Error) => notify(error.message, { type: 'error' }))
        .finally(refresh);
    });
    notify(message, { type: 'info', undoable: true });
  };
}
