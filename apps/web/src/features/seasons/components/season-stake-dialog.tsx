import { formatAmount, formatDisplayAmount, parseAmount, unitsOf, type Season } from '@dappx/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowDialog } from '@/components/dialogs/flow-dialog';
import { useMoneyFlow } from '@/components/dialogs/use-money-flow';
import { useTokenBalances } from '@/features/balances';
import { storedWalletAddress } from '@/lib/session';
import { createPledge, useRefreshSeasons } from '../api/seasons-api';
import { isFixedPrice, seasonStakeError } from '../season-rules';
import { SeasonStakePreview } from './season-stake-preview';
import { SeasonStakeTable } from './season-stake-table';

/** Spec, section 9: a season stake shows its processing step for 2 s. */
const seasonProcessingMs = 2_000;

/** Season Stake: the seasons open for staking, a price or an amount within the range, Stake per row. */
export function SeasonStakeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const balance = useTokenBalances('acent').second;
  const refresh = useRefreshSeasons();
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [staked, setStaked] = useState<{ season: Season; amount: bigint }>();
  const flow = useMoneyFlow({
    open,
    onClose,
    reset: () => {
      setTexts({});
      setErrors({});
      setStaked(undefined);
    },
  });

  function preview(season: Season) {
    const text = texts[season._id] ?? '';
    const problem = seasonStakeError(season, text, balance);
    setErrors((previous) => ({ ...previous, [season._id]: problem ?? '' }));
    if (problem) return;
    const amount = isFixedPrice(season) ? unitsOf(season.min_amount) : parseAmount(text)!;
    setStaked({ season, amount });
    flow.toPreview();
  }

  function stake({ season, amount }: { season: Season; amount: bigint }) {
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

  return (
    <FlowDialog
      flow={flow}
      titles={{
        form: t('seasons.title'),
        preview: t('seasons.preview.title'),
        done: t('seasons.successTitle'),
        error: t('seasons.failureTitle'),
      }}
      maxWidth="sm"
      form={
        <SeasonStakeTable
          balance={balance}
          texts={texts}
          errors={errors}
          onText={(id, text) => {
            setTexts((previous) => ({ ...previous, [id]: text }));
            setErrors((previous) => ({ ...previous, [id]: '' }));
          }}
          onStake={preview}
        />
      }
      preview={
        staked ? (
          <SeasonStakePreview
            {...staked}
            balance={balance}
            onBack={flow.back}
            onSubmit={() => stake(staked)}
          />
        ) : undefined
      }
      texts={{
        done: t('seasons.success', {
          amount: `${formatDisplayAmount(staked?.amount ?? 0n)} ACE`,
          season: staked?.season.name,
        }),
        // The server's own words where it gave any (spec, section 9: shown as sent).
        error: flow.failure instanceof Error ? flow.failure.message : t('seasons.failure'),
      }}
    />
  );
}
