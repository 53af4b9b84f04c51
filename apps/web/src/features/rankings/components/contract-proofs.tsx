import type { RankingsAppResponse } from '@dappx/shared/rankings';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useChainName } from '../api/use-chain-names';
import { AppPagePart } from './app-page-part';
import { ProofLine } from './proof-line';
import { ShortAddress } from './trace-parts';

type Contract = RankingsAppResponse['contracts'][number];

/** The contracts behind an app's figures, each with its team's proof of control, or that there is none. */
export function ContractProofs({ contracts }: { contracts: Contract[] }) {
  const { t } = useTranslation();
  const chainName = useChainName();
  if (contracts.length === 0) return null;
  return (
    <AppPagePart
      id="contract-proofs-title"
      title={t('rankings.proofs.title')}
      intro={t('rankings.proofs.intro')}
    >
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {contracts.map((contract) => (
          <Box
            component="li"
            key={`${contract.chain_id} ${contract.address}`}
            data-testid="contract-proof"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 1.5,
              rowGap: 0.5,
              alignItems: 'baseline',
              p: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              minWidth: 0,
            }}
          >
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {chainName(contract.chain_id)}
            </Typography>
            <ShortAddress address={contract.address} />
            <ProofLine proof={contract.proof} addedByEditor={contract.added_by_editor} />
          </Box>
        ))}
      </Box>
    </AppPagePart>
  );
}
