import { formatDisplayAmount } from '@dappx/shared/amounts';
import type { TFunction } from 'i18next';
import type { AmountFlowPolicy } from '@/components/dialogs/amount-flow';

/**
 * The texts of a stake or an unstake dialog, from a feature's keys: `{namespace}.stakeTitle`,
 * `.previewTitle`, `.stakeSuccessTitle`, `.stakeSuccess`, `.stakeFailure`, `.stakeAmount`, `.amount` and
 * `.errors.{the check's English text}` (and the same with `unstake`).
 */
export function stakingTexts(
  t: TFunction,
  { namespace, symbol }: { namespace: string; symbol: string },
  kind: 'stake' | 'unstake',
): Pick<AmountFlowPolicy, 'titles' | 'texts'> {
  const key = (name: string) => `${namespace}.${kind}${name}`;
  return {
    titles: {
      form: t(key('Title'), { symbol }),
      preview: t(`${namespace}.previewTitle`),
      done: t(key('SuccessTitle')),
      error: t(key('FailureTitle')),
    },
    texts: {
      amount: t(`${namespace}.amount`),
      amountLine: t(key('Amount')),
      problem: (problem) => t(`${namespace}.errors.${problem}`, { defaultValue: problem }),
      done: (amount) => t(key('Success'), { amount: `${formatDisplayAmount(amount)} ${symbol}` }),
      error: () => t(key('Failure')),
    },
  };
}

/** Spec, section 2: OK on a stake's or an unstake's outcome reloads the page. */
export const reloadPage = () => window.location.reload();
