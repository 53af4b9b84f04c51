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
import { formatDisplayAmount, unitsOf } from '@dappx/shared/amounts';
import type { Season } from '@dappx/shared/seasons';
import { useTranslation } from 'react-i18next';
import { acceptsTyped } from '@/lib/typed-amount';
import { useBreakpoints } from '@/lib/use-breakpoints';
import { useSeasons } from '../api/seasons-api';
import { isFixedPrice } from '../season-rules';

type TableProps = {
  balance: bigint;
  texts: Record<string, string>;
  errors: Record<string, string>;
  onText: (seasonId: string, text: string) => void;
  onStake: (season: Season) => void;
};

/**
 * The season stake's form: the seasons open for staking, each with its price or an amount, and Stake; a
 * table from 600 px, one card per season on a phone so every Stake button stays in view.
 */
export function SeasonStakeTable({ balance, ...rows }: TableProps) {
  const { t } = useTranslation();
  const { isMobile } = useBreakpoints();
  const seasons = useSeasons();
  const open = (seasons.data?.seasons ?? []).filter((season) => season.status === 'ongoing');
  if (seasons.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (open.length === 0) return <Alert severity="info">{t('seasons.none')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary" variant="body2">
        {t('seasons.available', { amount: formatDisplayAmount(balance) })}
      </Typography>
      {isMobile ? (
        <Box role="list" aria-label={t('seasons.currentSeasons')} sx={{ display: 'grid', gap: 1.5 }}>
          {open.map((season) => (
            <SeasonCard key={season._id} season={season} {...rows} />
          ))}
        </Box>
      ) : (
        <SeasonTable seasons={open} {...rows} />
      )}
    </Box>
  );
}

function SeasonTable({ seasons, ...rows }: Omit<TableProps, 'balance'> & { seasons: Season[] }) {
  const { t } = useTranslation();
  return (
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
          {seasons.map((season) => (
            <SeasonRow key={season._id} season={season} {...rows} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

type SeasonProps = Omit<TableProps, 'balance'> & { season: Season };

function SeasonRow({ season, onStake, ...amount }: SeasonProps) {
  const { t } = useTranslation();
  return (
    <TableRow>
      <TableCell sx={{ fontWeight: 600 }}>{season.name}</TableCell>
      <TableCell sx={{ minWidth: 150 }}>
        <SeasonAmount season={season} {...amount} />
      </TableCell>
      <TableCell align="right">
        <Button variant="contained" size="small" onClick={() => onStake(season)}>
          {t('seasons.stake')}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** A season on a phone: its name, its price or amount field, and its own full-width Stake button. */
function SeasonCard({ season, onStake, ...amount }: SeasonProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="listitem"
      aria-label={season.name}
      sx={{ display: 'grid', gap: 1.25, p: 2, borderRadius: 3, border: 1, borderColor: 'divider' }}
    >
      <Typography sx={{ fontWeight: 600 }}>{season.name}</Typography>
      <SeasonAmount season={season} {...amount} />
      <Button variant="contained" fullWidth onClick={() => onStake(season)}>
        {t('seasons.stake')}
      </Button>
    </Box>
  );
}

/** A fixed-price season's price, or a ranged season's amount field, with the season's problem. */
function SeasonAmount({ season, texts, errors, onText }: Omit<SeasonProps, 'onStake'>) {
  const { t } = useTranslation();
  const error = errors[season._id];
  const errorText = error ? t(`seasons.errors.${error}`, { defaultValue: error }) : undefined;
  if (isFixedPrice(season)) {
    return (
      <>
        <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatDisplayAmount(unitsOf(season.min_amount))} ACE
        </Typography>
        {errorText ? (
          <Typography role="alert" variant="caption" color="error">
            {errorText}
          </Typography>
        ) : undefined}
      </>
    );
  }
  return (
    <TextField
      size="small"
      fullWidth
      value={texts[season._id] ?? ''}
      placeholder={`${season.min_amount} – ${season.max_amount}`}
      error={Boolean(error)}
      helperText={errorText}
      onChange={(event) => {
        const text = event.target.value.trim();
        if (acceptsTyped(text)) onText(season._id, text);
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
  );
}
