import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { DataTable, List, useTranslate } from 'react-admin';
import { tableScrollsAlone } from '../../lib/list-styles';
import { DecisionButtons, type DecisionTexts } from './decision-buttons';
import { ConsoleDateField } from '../../lib/console-date-field';

type WaitingListProps = {
  resource: string;
  /** The section's heading (a translation key). */
  heading: string;
  texts: DecisionTexts;
  /** The page's first list names the page and keeps its place in the URL; a later one does neither. */
  first: boolean;
  /** What is waiting, between when it was asked for and who asked. */
  children: ReactNode;
};

/**
 * One kind of request waiting for a second operator: when and by whom it was asked, what it is, and
 * Approve / Reject (the server refuses whoever asked).
 */
export function WaitingList({ resource, heading, texts, first, children }: WaitingListProps) {
  const translate = useTranslate();
  // One component for the list's life: a new one each render would remount the buttons and close an
  // open confirm step whenever the list is drawn again.
  const Decisions = useMemo(
    () =>
      function Decisions() {
        return <DecisionButtons resource={resource} texts={texts} />;
      },
    [resource, texts],
  );
  return (
    <List
      resource={resource}
      perPage={25}
      exporter={false}
      empty={false}
      actions={first ? undefined : false}
      disableSyncWithLocation={!first}
      title={first ? translate('console.money.approvals.title') : false}
      sx={{ ...(first ? {} : { mt: 3 }), ...tableScrollsAlone }}
    >
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        {translate(heading)}
      </Typography>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          source="requested_at"
          field={(props) => <ConsoleDateField {...props} showTime />}
          disableSort
        />
        {children}
        <DataTable.Col source="requested_by" disableSort />
        <DataTable.Col label={translate('console.money.approvals.decide')} field={Decisions} />
      </DataTable>
    </List>
  );
}
