import { formatDisplayAmount } from '@dappx/shared/amounts';
import type { ExplorerTransaction } from '@dappx/shared/explorer';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ContractName, DetailList, DetailRow, Mono } from './detail-row';
import { StatusChip } from './status-chip';
import { formatDateTime } from '@/lib/formats';

/** The transaction's overview: hash, status, block and time, parties, value and gas. */
export function TransactionOverview({ transaction }: { transaction: ExplorerTransaction }) {
  const { t, i18n } = useTranslation();
  const none = (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      —
    </Box>
  );
  return (
    <DetailList>
      <DetailRow label={t('explorer.hash')}>
        <Mono>{transaction.hash}</Mono>
      </DetailRow>
      <DetailRow label={t('explorer.statusLabel')}>
        <StatusChip status={transaction.status} />
      </DetailRow>
      <DetailRow label={t('explorer.block')}>{transaction.blockNumber ?? none}</DetailRow>
      <DetailRow label={t('explorer.time')}>
        {transaction.timestamp === null ? none : formatDateTime(transaction.timestamp * 1000, i18n.language)}
      </DetailRow>
      <DetailRow label={t('explorer.from')}>
        <Mono>{transaction.from}</Mono>
      </DetailRow>
      <DetailRow label={t('explorer.to')}>
        {transaction.to ? (
          <>
            <Mono>{transaction.to}</Mono>
            <ContractName name={transaction.toContract} />
          </>
        ) : (
          <>
            {t('explorer.created')} <Mono>{transaction.contractAddress ?? ''}</Mono>
          </>
        )}
      </DetailRow>
      <DetailRow label={t('explorer.value')}>
        {`${formatDisplayAmount(BigInt(transaction.value))} ${transaction.currencySymbol}`}
        {/* A token call sends none of the chain's coin: '0 ACE' must not read as the tokens it moved. */}
        <Typography variant="body2" color="text.secondary">
          {t('explorer.valueNote', { coin: transaction.currencySymbol })}
        </Typography>
      </DetailRow>
      <DetailRow label={t('explorer.gasUsed')}>
        {transaction.gasUsed === null ? none : BigInt(transaction.gasUsed).toLocaleString(i18n.language)}
      </DetailRow>
    </DetailList>
  );
}
