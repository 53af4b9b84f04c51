import { formatDisplayAmount } from '@dappx/shared/amounts';
import type { ExplorerLog } from '@dappx/shared/explorer';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ContractName, DetailList, DetailRow, Mono } from './detail-row';

/** A log's decoded event: its name, then each argument by name. */
function DecodedEvent({ log }: { log: ExplorerLog }) {
  return (
    <>
      <DetailRow label={log.event}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          {log.args.map((arg) => (
            <Box key={arg.name} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {arg.name}
              </Typography>
              <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                <ArgValue arg={arg} />
              </Box>
            </Box>
          ))}
        </Box>
      </DetailRow>
    </>
  );
}

/** An argument: an amount in its coin or token ('25.5 ACE', its base units on pointing), else as written. */
function ArgValue({ arg }: { arg: ExplorerLog['args'][number] }) {
  if (!arg.amount) return <Mono>{arg.value}</Mono>;
  return (
    <Box component="span" title={arg.value}>
      {`${formatDisplayAmount(BigInt(arg.value))} ${arg.amount.symbol}`}
    </Box>
  );
}

/** A log none of our contracts' ABIs knows: its topics and data as they are. */
function RawLog({ log }: { log: ExplorerLog }) {
  const { t } = useTranslation();
  return (
    <>
      <DetailRow label={t('explorer.topics')}>
        {log.topics.map((topic, position) => (
          <Box key={position}>
            <Mono>{`[${position}] ${topic}`}</Mono>
          </Box>
        ))}
      </DetailRow>
      <DetailRow label={t('explorer.data')}>
        <Mono>{log.data}</Mono>
      </DetailRow>
    </>
  );
}

/** One log of the receipt: where it came from (our contract's name when it is ours) and what it says. */
export function LogCard({ log }: { log: ExplorerLog }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      aria-label={log.event ?? t('explorer.undecoded')}
      sx={{
        listStyle: 'none',
        px: { xs: 2, sm: 3 },
        py: 1,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'surface.raised',
      }}
    >
      <DetailList>
        <DetailRow label={`${t('explorer.log')} #${log.index}`}>
          <Mono>{log.address}</Mono>
          <ContractName name={log.contract} />
        </DetailRow>
        {log.event ? <DecodedEvent log={log} /> : <RawLog log={log} />}
      </DetailList>
    </Box>
  );
}
