import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDisplayAmount, unitsOf, type Season } from '@dappx/shared';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dhmsParts, useCountdown } from '@/lib/use-countdown';
import { usePledgedAcent, usePledgedPerSeason, useSeasons, useStakeHistoryTotal } from '../api/seasons-api';
import { participationOf } from '../season-rules';

function Remaining({ season }: { season: Season }) {
  const { t } = useTranslation();
  const { countdownTo } = participationOf(season);
  const left = useCountdown(new Date(countdownTo));
  if (left === 0) return <>{t('seasons.completed')}</>;
  return <>{t('seasons.countdown', dhmsParts(left))}</>;
}

function Figure({ label, value }: { label: ReactNode; value: string }) {
  return (
    <Box sx={{ p: 2, borderRadius: 3, bgcolor: 'rgba(255,255,255,0.04)', border: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        sx={{ fontSize: 20, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The ACE page's season Stake section: Current Season, Stake History, and the Participation table. */
export function SeasonStakeSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const current = usePledgedAcent();
  const historyTotal = useStakeHistoryTotal();
  const seasons = useSeasons().data?.seasons ?? [];
  const perSeason = usePledgedPerSeason(seasons.map((season) => season._id)).data?.seasons ?? {};
  const joined = seasons.filter((season) => unitsOf(perSeason[season._id]) > 0n);

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'grid',
        gap: 2.5,
      }}
    >
      <Typography id={titleId} component="h2" sx={{ fontSize: { xs: 18, md: 20 }, fontWeight: 800 }}>
        {t('seasons.section')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <Figure label={t('seasons.currentSeason')} value={`${formatDisplayAmount(current)} ACE`} />
        <Figure label={t('seasons.stakeHistory')} value={`${formatDisplayAmount(historyTotal)} ACE`} />
      </Box>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {t('seasons.participation')}
      </Typography>
      <TableContainer sx={{ borderRadius: 3, border: 1, borderColor: 'divider' }}>
        <Table size="small" aria-label={t('seasons.participation')}>
          <TableHead>
            <TableRow sx={{ '& th': { color: 'text.secondary', fontWeight: 600, whiteSpace: 'nowrap' } }}>
              <TableCell>{t('seasons.name')}</TableCell>
              <TableCell align="right">{t('seasons.stakeColumn')}</TableCell>
              <TableCell>{t('seasons.remainingTime')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {joined.map((season) => (
              <TableRow key={season._id}>
                <TableCell sx={{ fontWeight: 600 }}>{season.name}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatDisplayAmount(unitsOf(perSeason[season._id]))} ACE
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  <Remaining season={season} />
                </TableCell>
                <TableCell align="right">
                  <Button size="small" variant="outlined" disabled>
                    {t(`seasons.status.${participationOf(season).label}`)}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {joined.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('seasons.noParticipation')}
                </TableCell>
              </TableRow>
            ) : undefined}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
