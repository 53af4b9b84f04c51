import Box from '@mui/material/Box';
import { useChainNames } from '../api/use-chain-names';

/** The chains an app's contracts are on, by the store's names for them. */
export function ChainNames({ chains }: { chains: number[] }) {
  const names = useChainNames();
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {names
        .inStoreOrder(chains, (chainId) => chainId)
        .map((chainId) => (
          <Box
            component="span"
            key={chainId}
            sx={{
              px: 1,
              py: 0.25,
              borderRadius: 1,
              fontSize: 12,
              fontWeight: 700,
              bgcolor: 'tint.currencyTag',
              whiteSpace: 'nowrap',
            }}
          >
            {names.nameOf(chainId)}
          </Box>
        ))}
    </Box>
  );
}
