import { chartNames } from '@dappx/shared/catalogue-constants';
import { submissionsPageSize, submissionStatuses, type ReviewedSubmission } from '@dappx/shared/submissions';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SelectInput, SimpleList, useRecordContext } from 'react-admin';
import { ConsoleDateField } from '../../lib/console-date-field';
import { DuplicateFlag, StatusChip } from './submission-fields';

const statusChoices = submissionStatuses.map((status) => ({
  id: status,
  name: `console.submissions.status.${status}`,
}));

const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

const Logo = () => {
  const submission = useRecordContext<ReviewedSubmission>();
  return submission ? <Avatar src={submission.logo} alt="" variant="rounded" /> : null;
};

const NameField = () => {
  const submission = useRecordContext<ReviewedSubmission>();
  if (!submission) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {submission.name}
      <DuplicateFlag />
    </Box>
  );
};

/** The review queue, a page at a time: waiting submissions first, oldest first; a duplicate is flagged on its row. */
export function SubmissionList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'submitted' }}
      perPage={submissionsPageSize}
      exporter={false}
    >
      {small ? (
        <SimpleList<ReviewedSubmission>
          leftAvatar={(submission) => <Avatar src={submission.logo} alt="" variant="rounded" />}
          primaryText={(submission) => submission.name}
          secondaryText={(submission) => (
            <Box component="span" sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
              <StatusChip submission={submission} />
              <DuplicateFlag submission={submission} />
            </Box>
          )}
          tertiaryText={(submission) => chartNames[submission.category]}
          rowClick="show"
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="logo" field={Logo} />
          <DataTable.Col source="name" field={NameField} />
          <DataTable.Col
            source="category"
            render={(submission: ReviewedSubmission) => chartNames[submission.category]}
          />
          <DataTable.Col source="submitter" />
          <DataTable.Col source="status" field={StatusChip} />
          <DataTable.Col source="updated_at" field={ConsoleDateField} />
        </DataTable>
      )}
    </List>
  );
}
