import type { CatalogueTable } from '@dappx/shared/catalogue-admin';
import { Create, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { FieldInput } from './catalogue-inputs';
import { consoleTables } from './catalogue-tables';

function CatalogueFields({ table, creating }: { table: CatalogueTable; creating: boolean }) {
  return (
    // Save only: rows are hidden, never deleted (the audit log and the lists keep naming them).
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      {consoleTables[table].fields.map((field) => (
        <FieldInput key={field.source} table={table} field={field} creating={creating} />
      ))}
    </SimpleForm>
  );
}

/** Edits a row; a refusal (a bad link, a missing app) stays on the form with the server's words. */
export const CatalogueEdit = ({ table }: { table: CatalogueTable }) => (
  <Edit mutationMode="pessimistic" redirect="list">
    <CatalogueFields table={table} creating={false} />
  </Edit>
);

export const CatalogueCreate = ({ table }: { table: CatalogueTable }) => (
  <Create redirect="list">
    <CatalogueFields table={table} creating />
  </Create>
);
