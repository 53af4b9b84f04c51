import { formatAmount, parseAmount, unitsOf } from '@dappx/shared/amounts';
import type { Season } from '@dappx/shared/seasons';
import { useState } from 'react';
import { useMoneyFlow } from '@/components/dialogs/use-money-flow';
import { useTokenBalances } from '@/features/balances';
import { storedWalletAddress } from '@/lib/session';
import { createPledge, useRefreshSeasons } from '../api/seasons-api';
import { isFixedPrice, seasonStakeError } from '../season-rules';

/** Spec, section 9: a season stake shows its processing step for 2 s. */
const seasonProcessingMs = 2_000;

type SeasonStaked = { season: Season; amount: bigint };

/**
 * The Season Stake dialog's state: each row's typed amount and its problem, the stake chosen for the
 * preview, and the money flow that sends it.
 */
export function useSeasonStake({ open, onClose }: { open: boolean; onClose: () => void }) {
  const balance = useTokenBalances('acent').second;
  const refresh = useRefreshSeasons();
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [staked, setStaked] = useState<SeasonStaked>();
  const flow = useMoneyFlow({
    open,
    onClose,
    reset: () => {
      setTexts({});
      setErrors({});
      setStaked(undefined);
    },
  });

  function editText(id: string, text: string) {
    setTexts((previous) => ({ ...previous, [id]: text }));
    setErrors((previous) => ({ ...previous, [id]: '' }));
  }

  function preview(season: Season) {
    const text = texts[season._id] ?? '';
    const problem = seasonStakeError(season, text, balance);
    setErrors((previous) => ({ ...previous, [season._id]: problem ?? '' }));
    if (problem) return;
    const amount = isFixedPrice(season) ? unitsOf(season.min_amount) : parseAmount(text)!;
    setStaked({ season, amount });
    flow.toPreview();
  }

  function stake({ season, amount }: SeasonStaked) {
    const pledge = {
      pledgeAmount: formatAmount(amount),
      wallet: storedWalletAddress() ?? '',
      season_id: season._id,
      duration: season.duration,
    };
    void flow.run(
      async (attempt) => {
        await createPledge(pledge, attempt);
        await refresh();
      },
      { minimumMs: seasonProcessingMs, request: pledge },
    );
  }

  return { balance, texts, errors, staked, flow, editText, preview, stake };
}
