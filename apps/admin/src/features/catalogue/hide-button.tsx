import type { CatalogueRow, CatalogueTable } from '@dappx/shared/catalogue-admin';
import Button from '@mui/material/Button';
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useUndoableChange } from '../../lib/use-undoable-change';
import { setRowHidden } from './catalogue-data';
import { rowName } from './row-name';

/**
 * Hide or publish, undoable: the button shows the new state at once and the toast names it ("Zephyr hidden
 * from Top Games"); the call goes when the toast closes without Undo.
 */
export function HideButton({ table, row }: { table: CatalogueTable; row: CatalogueRow }) {
  const translate = useTranslate();
  const change = useUndoableChange();
  const [shownHidden, setShownHidden] = useState<boolean>();
  const hidden = shownHidden ?? row.hidden;
  const list = (row as { list?: unknown }).list;
  const place = typeof list === 'string' ? list : translate(`resources.${table}.name`, { smart_count: 2 });
  const toggle = (event: MouseEvent) => {
    // The row itself opens the edit form: this button acts on its own.
    event.stopPropagation();
    event.preventDefault();
    const hiding = !hidden;
    setShownHidden(hiding);
    const message = translate(hiding ? 'console.catalogue.hiddenFrom' : 'console.catalogue.publishedOn', {
      name: rowName(table, row),
      place,
    });
    const shownAsIs = () => setShownHidden(undefined);
    change(message, () => setRowHidden(table, row.id, hiding).finally(shownAsIs), shownAsIs);
  };
  return (
    <Button size="small" onClick={toggle}>
      {translate(hidden ? 'console.catalogue.publish' : 'console.catalogue.hide')}
    </Button>
  );
}
