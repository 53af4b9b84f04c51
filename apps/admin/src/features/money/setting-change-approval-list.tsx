import { DataTable } from 'react-admin';
import { changesText, type SettingChangeRow } from './setting-changes-data';
import { WaitingList } from './waiting-list';

const changeTexts = {
  prefix: 'console.money.approvals.settings',
  titleArgs: (change: object) => ({
    token: (change as SettingChangeRow).token,
    changes: changesText(change as SettingChangeRow),
  }),
};

/** Staking settings changes raising a rate above its threshold, applied only when a second operator approves. */
export function SettingChangeApprovalList() {
  return (
    <WaitingList
      resource="setting-approvals"
      heading="console.money.approvals.settings.heading"
      texts={changeTexts}
      first={false}
    >
      <DataTable.Col source="token" disableSort />
      <DataTable.Col
        source="changes"
        render={(change: SettingChangeRow) => changesText(change)}
        disableSort
      />
    </WaitingList>
  );
}
