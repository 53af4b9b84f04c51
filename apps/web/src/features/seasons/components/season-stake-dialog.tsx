import { formatDisplayAmount } from '@dappx/shared/amounts';
import { useTranslation } from 'react-i18next';
import { FlowDialog } from '@/components/dialogs/flow-dialog';
import { SeasonStakePreview } from './season-stake-preview';
import { SeasonStakeTable } from './season-stake-table';
import { useSeasonStake } from './use-season-stake';

/** Season Stake: the seasons open for staking, a price or an amount within the range, Stake per row. */
export function SeasonStakeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { balance, texts, errors, staked, flow, editText, preview, stake } = useSeasonStake({
    open,
    onClose,
  });

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
          onText={editText}
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
