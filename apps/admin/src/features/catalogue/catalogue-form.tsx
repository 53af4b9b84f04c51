import type { CatalogueRow, CatalogueTable } from '@dappx/shared/catalogue-admin';
import {
  Create,
  Edit,
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
 * updated"); the call goes when the toast closes without Undo. The schema's refusals stay on the form;
 * the server's own (a missing app) come back as a toast and the row as it was.
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
  return (
    <Edit mutationMode="undoable" mutationOptions={{ onSuccess }} redirect="list">
      <CatalogueFields table={table} creating={false} />
    </Edit>
  );
}

export const CatalogueCreate = ({ table }: { table: CatalogueTable }) => (
  <Create redirect="list">
    <CatalogueFields table={table} creating />
  </Create>
);
