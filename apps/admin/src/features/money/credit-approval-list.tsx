import Typography from '@mui/material/Typography';
import { DataTable, DateField, List, useTranslate } from 'react-admin';
import { creditAmountText, type CreditRow } from './credits-data';
import { DecisionButtons } from './decision-buttons';
import { SettingChangeApprovalList } from './setting-change-approval-list';
import { tableScrollsAlone } from '../../lib/list-styles';

const creditTexts = {
  prefix: 'console.money.approvals',
  titleArgs: (credit: object) => ({
    amount: creditAmountText(credit as CreditRow),
    address: (credit as CreditRow).address,
  }),
};

function Decisions() {
  return <DecisionButtons resource="credit-approvals" texts={creditTexts} />;
}

/**
 * Waiting for approval: credits above their token's threshold, posted only when a second finance
 * operator (or the owner) approves, then staking settings changes raising a rate above its threshold;
 * whoever asked for one cannot decide on it.
 */
export function CreditApprovalList() {
  const translate = useTranslate();
  return (
    <>
      <List
        pagination={false}
        exporter={false}
        empty={false}
        title={translate('console.money.approvals.title')}
        sx={tableScrollsAlone}
      >
        <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
          {translate('console.money.approvals.settings.credits')}
        </Typography>
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="requested_at"
            field={(props) => <DateField {...props} showTime />}
            disableSort
          />
          <DataTable.Col source="address" disableSort />
          <DataTable.Col
            source="amount"
            render={(credit: CreditRow) => creditAmountText(credit)}
            disableSort
          />
          <DataTable.Col source="reason" disableSort />
          <DataTable.Col source="requested_by" disableSort />
          <DataTable.Col label={translate('console.money.approvals.decide')} field={Decisions} />
        </DataTable>
      </List>
      <SettingChangeApprovalList />
    </>
  );
}
