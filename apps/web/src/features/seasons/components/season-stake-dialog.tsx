import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatAmount, formatDisplayAmount, parseAmount, unitsOf, type Season } from '@dappx/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { ProcessingView, ResultView } from '@/components/dialogs/flow-steps';
import { useMoneyFlow } from '@/components/dialogs/use-money-flow';
import { useTokenBalances } from '@/features/balances';
import { storedWalletAddress } from '@/lib/session';
import { acceptsTyped } from '@/lib/typed-amount';
import { createPledge, useRefreshSeasons, useSeasons } from '../api/seasons-api';
import { isFixedPrice, seasonStakeError } from '../season-rules';

/** Spec, section 9: a season stake shows its processing step for 2 s. */
const seasonProcessingMs = 2_000;

/** Season Stake: the seasons open for staking, a price or an amount within the range, Stake per row. */
export function SeasonStakeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const seasons = useSeasons();
  const balance = useTokenBalances('acent').second;
  const refresh = useRefreshSeasons();
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [staked, setStaked] = useState<{ season: string; amount: bigint }>();
  const flow = useMoneyFlow({
    open,
    onClose,
    reset: () => {
      setTexts({});
      setErrors({});
      setStaked(undefined);
    },
  });
  const openSeasons = (seasons.data?.seasons ?? []).filter((season) => season.status === 'ongoing');

  function stake(season: Season) {
    const text = texts[season._id] ?? '';
    const problem = seasonStakeError(season, text, balance);
    setErrors((previous) => ({ ...previous, [season._id]: problem ?? '' }));
    if (problem) return;
    const amount = isFixedPrice(season) ? unitsOf(season.min_amount) : parseAmount(text)!;
    setStaked({ season: season.name, amount });
    void flow.run(async () => {
      await createPledge({
        pledgeAmount: formatAmount(amount),
        wallet: storedWalletAddress() ?? '',
        season_id: season._id,
        duration: season.duration,
      });
      await refresh();
    }, seasonProcessingMs);
  }

  function body() {
    if (flow.step === 'processing') return <ProcessingView />;
    if (flow.step === 'success' || flow.step === 'failure') {
      return (
        <ResultView
          success={flow.step === 'success'}
          message={
            flow.step === 'success'
              ? t('seasons.success', {
                  amount: `${formatDisplayAmount(staked?.amount ?? 0n)} ACE`,
                  season: staked?.season,
                })
              : flow.failure instanceof Error
                ? flow.failure.message
                : t('seasons.failure')
          }
          onOk={onClose}
        />
      );
    }
    if (seasons.isPending) {
      return (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      );
    }
    if (openSeasons.length === 0) return <Alert severity="info">{t('seasons.none')}</Alert>;
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary" variant="body2">
          {t('seasons.available', { amount: formatDisplayAmount(balance) })}
        </Typography>
        <TableContainer sx={{ borderRadius: 3, border: 1, borderColor: 'divider' }}>
          <Table size="small" aria-label={t('seasons.currentSeasons')}>
            <TableHead>
              <TableRow sx={{ '& th': { color: 'text.secondary', fontWeight: 600 } }}>
                <TableCell>{t('seasons.name')}</TableCell>
                <TableCell>{t('seasons.priceOrAmount')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {openSeasons.map((season) => {
                const error = errors[season._id];
                return (
                  <TableRow key={season._id}>
                    <TableCell sx={{ fontWeight: 600 }}>{season.name}</TableCell>
                    <TableCell sx={{ minWidth: 150 }}>
                      {isFixedPrice(season) ? (
                        <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
                          {formatDisplayAmount(unitsOf(season.min_amount))} ACE
                        </Typography>
                      ) : (
                        <TextField
                          size="small"
                          fullWidth
                          value={texts[season._id] ?? ''}
                          placeholder={`${season.min_amount} – ${season.max_amount}`}
                          error={Boolean(error)}
                          helperText={
                            error ? t(`seasons.errors.${error}`, { defaultValue: error }) : undefined
                          }
                          onChange={(event) => {
                            const text = event.target.value.trim();
                            if (!acceptsTyped(text)) return;
                            setTexts((previous) => ({ ...previous, [season._id]: text }));
                            setErrors((previous) => ({ ...previous, [season._id]: '' }));
                          }}
                          slotProps={{
                            htmlInput: {
                              inputMode: 'decimal',
                              autoComplete: 'off',
                              'aria-label': t('seasons.amountFor', { season: season.name }),
                            },
                            formHelperText: { role: 'alert' },
                          }}
                        />
                      )}
                      {error && isFixedPrice(season) ? (
                        <Typography role="alert" variant="caption" color="error">
                          {t(`seasons.errors.${error}`, { defaultValue: error })}
                        </Typography>
                      ) : undefined}
                    </TableCell>
                    <TableCell align="right">
                      <Button variant="contained" size="small" onClick={() => stake(season)}>
                        {t('seasons.stake')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
    );
  }

  const title =
    flow.step === 'processing'
      ? t('flow.processing')
      : flow.step === 'success'
        ? t('seasons.successTitle')
        : flow.step === 'failure'
          ? t('seasons.failureTitle')
          : t('seasons.title');
  return (
    <AppDialog open={open} onClose={onClose} title={title} maxWidth="sm">
      {body()}
    </AppDialog>
  );
}
