import Typography from '@mui/material/Typography';
import { DataTable, List, SearchInput, TextInput, useTranslate } from 'react-admin';
import { tableScrollsAlone } from '../../lib/list-styles';
import { ContractActions } from './contract-actions';
import type { ContractRow } from './contracts-data';

/** Whether the contract counts, and on whose word: its team's proof, an editor's, or nobody's. */
function ContractStatus({ contract }: { contract: ContractRow }) {
  const translate = useTranslate();
  const { proof, added_by_editor: addition } = contract;
  if (proof && proof.stale_since === null)
    return <>{translate('console.contracts.status.proven', { role: proof.role, signer: proof.signer })}</>;
  if (addition) return <>{translate('console.contracts.status.editor', { reason: addition.reason })}</>;
  return (
    <Typography component="span" variant="body2" color="warning.main">
      {translate(proof ? 'console.contracts.status.stale' : 'console.contracts.status.none')}
    </Typography>
  );
}

/**
 * The contracts the apps list: a contract counts in the ranked figures only with its team's proof or an
 * editor's addition. Editors enter a team's signature here, or count a contract without one, saying why.
 */
export function ContractList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <TextInput key="app" source="app" label="console.contracts.filterApp" alwaysOn resettable />,
  ];
  return (
    <List exporter={false} filters={filters} perPage={25} sx={tableScrollsAlone}>
      <Typography variant="body2" sx={{ px: 2, pt: 2 }}>
        {translate('console.contracts.intro')}
      </Typography>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="app" disableSort />
        <DataTable.Col source="chain_id" disableSort />
        <DataTable.Col source="address" disableSort />
        <DataTable.Col
          label={translate('console.contracts.statusColumn')}
          render={(contract: ContractRow) => <ContractStatus contract={contract} />}
          disableSort
        />
        <DataTable.Col label={translate('console.contracts.actions')} field={ContractActions} />
      </DataTable>
    </List>
  );
}
