import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/filter-select';
import { useChainNames } from '../api/use-chain-names';
import type { ChainChoice } from '../rankings-view';

/** Every chain, or one of those given, by the store's names for them. */
export function ChainSelect({
  chains,
  value,
  onChange,
}: {
  chains: number[];
  value: ChainChoice;
  onChange: (chain: ChainChoice) => void;
}) {
  const { t } = useTranslation();
  const names = useChainNames();
  // A chain linked in the address stays choosable before the answer names the chains.
  const given = value === 'all' || chains.includes(value) ? chains : [...chains, value];
  const listed = names.inStoreOrder(given, (chainId) => chainId);
  return (
    <FilterSelect
      label={t('rankings.chain.label')}
      value={String(value)}
      onChange={(chain) => onChange(chain === 'all' ? 'all' : Number(chain))}
      options={[
        { value: 'all', label: t('rankings.chain.all') },
        ...listed.map((chainId) => ({ value: String(chainId), label: names.nameOf(chainId) })),
      ]}
    />
  );
}
