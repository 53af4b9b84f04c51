import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureText, failureTextsOf } from '@/lib/errors';
import { useDemoStore } from '@/lib/wallet/use-demo-store';
import type { ListedContract } from '../demo-vault';

// The chain code comes with the first demo app page a signed-in wallet may not yet review.
const demoVault = () => import('../demo-vault');

/**
 * On the demo chains, a way to use a demo dapp from the store itself: stake one token in its vault from
 * the signed-in wallet, a real transaction the indexer counts like any, after which the wallet may review.
 * `onUsed` runs once the stake is mined, for the caller to ask again until the indexer has counted it.
 */
export function DemoTryOut({ contracts, onUsed }: { contracts: ListedContract[]; onUsed: () => void }) {
  const { t } = useTranslation();
  const demo = useDemoStore();
  const vault = useQuery({
    queryKey: ['demo-vault', contracts],
    queryFn: async () => (await (await demoVault()).findDemoVault(contracts)) ?? null,
    enabled: demo,
    staleTime: Infinity,
  });
  const stake = useMutation({
    mutationFn: async () => (await demoVault()).stakeInDemoVault(vault.data!),
    onSuccess: onUsed,
  });
  if (!demo || !vault.data) return null;
  const symbol = vault.data.symbol;
  return (
    <Box data-testid="demo-try-out" sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography variant="body2">{t('reviews.demo.intro', { symbol })}</Typography>
      {stake.isSuccess ? (
        <Typography role="status" variant="body2" color="text.secondary">
          {t('reviews.demo.counting')}
        </Typography>
      ) : (
        <Button variant="contained" size="small" onClick={() => stake.mutate()} disabled={stake.isPending}>
          {t(stake.isPending ? 'reviews.demo.staking' : 'reviews.demo.stake', { symbol })}
        </Button>
      )}
      {stake.isError && <Alert severity="error">{failureText(stake.error, failureTextsOf(t))}</Alert>}
    </Box>
  );
}
