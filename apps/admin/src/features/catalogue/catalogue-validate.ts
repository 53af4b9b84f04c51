import { updateCatalogueRowBody, type CatalogueTable } from '@dappx/shared/catalogue-admin';
import { editableFields } from './catalogue-data';

type Errors = { [field: string]: string | Errors };

/**
 * The table's own schema, checked on the form: an undoable edit leaves the form before the server
 * answers, so what the schema refuses (a bad link, an empty name) must be caught while the form is open.
 */
export function validateCatalogueRow(table: CatalogueTable) {
  return (values: object): Errors => {
    const parsed = updateCatalogueRowBody.safeParse({ table, fields: editableFields(table, values, true) });
    const errors: Errors = {};
    if (parsed.success) return errors;
    for (const issue of parsed.error.issues) {
      const path = issue.path.slice(1).map(String);
      if (path.length === 0) continue;
      let inner = errors;
      for (const key of path.slice(0, -1)) inner = (inner[key] ??= {}) as Errors;
      inner[path.at(-1)!] ??= issue.message;
    }
    return errors;
  };
}
