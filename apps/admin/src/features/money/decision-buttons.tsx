import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  Confirm,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';

export type Decision = 'approve' | 'reject';
const doneText = { approve: 'approved', reject: 'rejected' } as const;

export type DecisionTexts = {
  /** Where the confirm step's texts are: `<prefix>.approveTitle`, `.approveContent`, `.approved`, … */
  prefix: string;
  /** The values the title reads (what is decided on); the content reads `by`, who asked. */
  titleArgs: (record: RaRecord) => Record<string, string>;
};

/** Approves or rejects a waiting request after a confirm step; the server refuses its requester. */
function DecisionButton({
  resource,
  decision,
  texts,
}: {
  resource: string;
  decision: Decision;
  texts: DecisionTexts;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const decide = () =>
    update(
      resource,
      { id: record.id, data: { decision }, previousData: record },
      {
        mutationMode: 'pessimistic',
        // The list holds waiting requests only: read it again, so a decided one leaves it.
        onSuccess: () => {
          notify(`${texts.prefix}.${doneText[decision]}`, { type: 'success' });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );
  return (
    <>
      <Button
        size="small"
        color={decision === 'approve' ? 'success' : 'warning'}
        onClick={() => setOpen(true)}
      >
        {translate(`console.money.approvals.${decision}`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate(`${texts.prefix}.${decision}Title`, texts.titleArgs(record))}
        content={translate(`${texts.prefix}.${decision}Content`, { by: String(record.requested_by) })}
        onConfirm={decide}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Approve and Reject for the row's waiting request. */
export function DecisionButtons({ resource, texts }: { resource: string; texts: DecisionTexts }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <DecisionButton resource={resource} decision="approve" texts={texts} />
      <DecisionButton resource={resource} decision="reject" texts={texts} />
    </Box>
  );
}
