import type { RankingsResponse } from '@dappx/shared/rankings';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatRelative } from '@/lib/formats';
import { usePageLanguage } from '@/lib/i18n';
import { useChainNames } from '../api/use-chain-names';

/** How often "12 seconds ago" is worked out again while the page stays open. */
const tickMs = 5_000;

function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * How fresh the figures are: when they were measured, and the newest block read on each chain
 * ("Updated 12 seconds ago, block 1,234 on Acent").
 */
export function FreshnessLine({
  measuredAt,
  indexed,
}: {
  measuredAt: string;
  indexed: RankingsResponse['indexed'];
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const chains = useChainNames();
  const now = useNow();
  // The server's clock may run a little ahead of the visitor's: never "in 2 seconds".
  const when = formatRelative(Math.min(new Date(measuredAt).getTime(), now), language, now);
  const blocks = chains
    .inStoreOrder(indexed, (chain) => chain.chain_id)
    .map(({ chain_id, block }) =>
      t('rankings.indexedBlock', { block: formatCount(block, language), chain: chains.nameOf(chain_id) }),
    );
  return (
    <Typography variant="body2" color="text.secondary" data-testid="rankings-freshness">
      {[t('rankings.updated', { when }), ...blocks].join(', ')}
    </Typography>
  );
}
