import { DataTable } from 'react-admin';
import { creditAmountText, type CreditRow } from './credits-data';
import { SettingChangeApprovalList } from './setting-change-approval-list';
import { WaitingList } from './waiting-list';

const creditTexts = {
  prefix: 'console.money.approvals',
  titleArgs: (credit: object) => ({
    amount: creditAmountText(credit as CreditRow),
    address: (credit as CreditRow).address,
  }),
};

/**
 * Waiting for approval: credits above their token's threshold, posted only when a second finance
 * operator (or the owner) approves, then staking settings changes raising a rate above its threshold;
 * whoever asked for one cannot decide on it.
 */
export function CreditApprovalList() {
  return (
    <>
      <WaitingList
        resource="credit-approvals"
        heading="console.money.approvals.settings.credits"
        texts={creditTexts}
        first
      >
        <DataTable.Col source="address" disableSort />
        <DataTable.Col source="amount" render={(credit: CreditRow) => creditAmountText(credit)} disableSort />
        <DataTable.Col source="reason" disableSort />
      </WaitingList>
      <SettingChangeApprovalList />
    </>
  );
}
