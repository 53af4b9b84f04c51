import Typography from '@mui/material/Typography';
import { DataTable, DateField, List, useTranslate } from 'react-admin';
import { DecisionButtons } from './decision-buttons';
import { changesText, type SettingChangeRow } from './setting-changes-data';
import { tableScrollsAlone } from '../../lib/list-styles';

const changeTexts = {
  prefix: 'console.money.approvals.settings',
  titleArgs: (change: object) => ({
    token: (change as SettingChangeRow).token,
    changes: changesText(change as SettingChangeRow),
  }),
};

function Decisions() {
  return <DecisionButtons resource="setting-approvals" texts={changeTexts} />;
}

/** Staking settings changes raising a rate above its threshold, applied only when a second operator approves. */
export function SettingChangeApprovalList() {
  const translate = useTranslate();
  return (
    <List
      resource="setting-approvals"
      pagination={false}
      exporter={false}
      empty={false}
      actions={false}
      disableSyncWithLocation
      // The page's title is the credits list's; a second one would be written beside it.
      title={false}
      sx={{ mt: 3, ...tableScrollsAlone }}
    >
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        {translate('console.money.approvals.settings.heading')}
      </Typography>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          source="requested_at"
          field={(props) => <DateField {...props} showTime />}
          disableSort
        />
        <DataTable.Col source="token" disableSort />
        <DataTable.Col
          source="changes"
          render={(change: SettingChangeRow) => changesText(change)}
          disableSort
        />
        <DataTable.Col source="requested_by" disableSort />
        <DataTable.Col label={translate('console.money.approvals.decide')} field={Decisions} />
      </DataTable>
    </List>
  );
}
