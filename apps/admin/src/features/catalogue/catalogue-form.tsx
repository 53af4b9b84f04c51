import type { CatalogueRow, CatalogueTable } from '@dappx/shared/catalogue-admin';
import {
  Create,
  Edit,
  type UseUpdateMutateParams,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { FieldInput } from './catalogue-inputs';
import { consoleTables } from './catalogue-tables';
import { validateCatalogueRow } from './catalogue-validate';
import { rowName } from './row-name';

function CatalogueFields({ table, creating }: { table: CatalogueTable; creating: boolean }) {
  return (
    // Save only: rows are hidden, never deleted (the audit log and the lists keep naming them).
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
      validate={creating ? undefined : validateCatalogueRow(table)}
    >
      {consoleTables[table].fields.map((field) => (
        <FieldInput key={field.source} table={table} field={field} creating={creating} />
      ))}
    </SimpleForm>
  );
}

/**
 * Edits a row, undoable: the list shows the change at once and the toast names the row ("Zephyr
 * updated"); the call goes when the toast closes without Undo. The schema's refusals stay on the form.
 * The server's own (a key another row holds, a missing app) come after the form has closed: the row is
 * put back as it was and opened again, with the refusal in a notice that stays until closed.
 */
export function CatalogueEdit({ table }: { table: CatalogueTable }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (row: CatalogueRow) => {
    notify(translate('console.catalogue.updated', { name: rowName(table, row) }), {
      type: 'info',
      undoable: true,
    });
    redirect('list', table);
  };
  const onError = (error: Error, { id, previousData }: Partial<UseUpdateMutateParams<CatalogueRow>>) => {
    const name = previousData ? rowName(table, previousData) : String(id);
    notify(translate('console.catalogue.notSaved', { name, reason: error.message }), {
      type: 'error',
      autoHideDuration: null,
    });
    redirect('edit', table, id);
  };
  return (
    <Edit mutationMode="undoable" mutationOptions={{ onSuccess, onError }} redirect="list">
      <CatalogueFields table={table} creating={false} />
    </Edit>
  );
}

export const CatalogueCreate = ({ table }: { table: CatalogueTable }) => (
  <Create redirect="list">
    <CatalogueFields table={table} creating />
  </Create>
);
