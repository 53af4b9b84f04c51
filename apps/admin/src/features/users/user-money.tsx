import { formatDisplayAmount } from '@dappx/shared/amounts';
import type { UserDetail } from '@dappx/shared/users';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Loading, useRecordContext, useTranslate } from 'react-admin';
import { useLedgerLabels } from './ledger-labels';
import { userStatementOf } from './users-data';
import { ApiCode } from '../../lib/api-code';
import { useConsoleFormats } from '../../lib/console-format';

const amountOf = (units: string) => formatDisplayAmount(BigInt(units));

/** The user's statement, a page of entries at a time (the balances come with the first page). */
function useStatement() {
  const user = useRecordContext<UserDetail>();
  return useInfiniteQuery({
    queryKey: ['admin', 'users', user?.id, 'statement'],
    queryFn: ({ pageParam }) => userStatementOf(user!.id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    enabled: user !== undefined,
  });
}

/** Balances per token and account (vault, active, pending withdrawal…), as the ledger keeps them. */
export function UserBalances() {
  const translate = useTranslate();
  const labels = useLedgerLabels();
  const { data, isPending, error } = useStatement();
  if (isPending) return <Loading />;
  if (error) return <Box sx={{ color: 'error.main' }}>{error.message}</Box>;
  const balances = data.pages[0]?.balances ?? [];
  if (balances.length === 0) return <Box sx={{ p: 1 }}>{translate('console.users.noBalances')}</Box>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('console.users.token')}</TableCell>
          <TableCell>{translate('console.users.account')}</TableCell>
          <TableCell align="right">{translate('console.users.balance')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {balances.map((row) => (
          <TableRow key={`${row.asset}-${row.bucket}`}>
            <TableCell>{row.asset}</TableCell>
            <TableCell>
              {labels.bucket(row.bucket)} <ApiCode code={row.bucket} />
            </TableCell>
            <TableCell align="right">{amountOf(row.balance)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The ledger entries touching the user, newest first, each with its lines on the user's accounts. */
export function UserStatement() {
  const formats = useConsoleFormats();
  const translate = useTranslate();
  const labels = useLedgerLabels();
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useStatement();
  if (isPending) return <Loading />;
  if (error) return <Box sx={{ color: 'error.main' }}>{error.message}</Box>;
  const entries = data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <Box sx={{ p: 1 }}>{translate('console.users.noEntries')}</Box>;
  return (
    <>
      <List dense>
        {entries.map((entry) => (
          <ListItem key={entry.id} divider>
            <ListItemText
              primary={
                <>
                  {`#${entry.id} · ${labels.kind(entry.kind)}${entry.memo ? ` · ${entry.memo}` : ''} `}
                  <ApiCode code={entry.kind} />
                </>
              }
              secondary={
                <Box component="span" sx={{ display: 'grid', wordBreak: 'break-all' }}>
                  <span>{formats.dateTime(entry.created_at)}</span>
                  {entry.lines.map((line, index) => (
                    <span key={index}>
                      {`${line.asset} ${labels.bucket(line.bucket)} ${amountOf(line.amount)} `}
                      <ApiCode code={line.bucket} />
                    </span>
                  ))}
                  {entry.tx_hash && <span>{entry.tx_hash}</span>}
                </Box>
              }
            />
          </ListItem>
        ))}
      </List>
      {hasNextPage && (
        <Button onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
          {translate('console.users.more')}
        </Button>
      )}
    </>
  );
}
