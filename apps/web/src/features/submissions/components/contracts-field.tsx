import { catalogueChains, type CatalogueChainId } from '@dappx/shared/catalogue-constants';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Draft } from '../lib/draft';

type ContractsFieldProps = {
  chains: Draft['chains'];
  contracts: Draft['contracts'];
  onChange: (contracts: Draft['contracts']) => void;
  problemOf: (key: string) => string | undefined;
};

/** The dapp's contracts, each on one of its chains (optional: a dapp may have none of its own). */
export function ContractsField({ chains, contracts, onChange, problemOf }: ContractsFieldProps) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<Draft['contracts'][number]>) =>
    onChange(contracts.map((contract, at) => (at === index ? { ...contract, ...change } : contract)));

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2">{t('submissions.contracts')}</Typography>
      {contracts.map((contract, index) => (
        <Box
          key={index}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
        >
          <TextField
            select
            label={t('submissions.contractChain')}
            value={contract.chain}
            onChange={(event) => set(index, { chain: event.target.value })}
            error={Boolean(problemOf(`contracts.${index}.chain`))}
            helperText={problemOf(`contracts.${index}.chain`)}
            sx={{ minWidth: 160, width: { xs: '100%', sm: 'auto' } }}
          >
            {chains.map((chain) => (
              <MenuItem key={chain} value={chain}>
                {catalogueChains[chain as CatalogueChainId]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('submissions.contractAddress')}
            value={contract.address}
            onChange={(event) => set(index, { address: event.target.value.trim() })}
            error={Boolean(problemOf(`contracts.${index}.address`))}
            helperText={problemOf(`contracts.${index}.address`)}
            placeholder="0x…"
            // On a phone the chain takes its own line and the address the next, beside its remove button.
            sx={{ flex: 1, minWidth: 0 }}
          />
          <IconButton
            aria-label={t('submissions.removeContract')}
            onClick={() => onChange(contracts.filter((_, at) => at !== index))}
            sx={{ mt: 1 }}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Button
        variant="text"
        onClick={() => onChange([...contracts, { chain: chains[0] ?? '', address: '' }])}
        disabled={chains.length === 0}
        sx={{ justifySelf: 'start' }}
      >
        {t('submissions.addContract')}
      </Button>
    </Box>
  );
}
