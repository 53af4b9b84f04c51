import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDisplayAmount, unitsOf, type Season } from '@dappx/shared';
import { useTranslation } from 'react-i18next';
import { BalanceTile, TileGrid } from '@/components/balance-tile';
import { PageSection } from '@/components/page-section';
import { TableNoteRow } from '@/components/table-note-row';
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

/** The ACE page's season Stake section: Current Season, Stake History, and the Participation table. */
export function SeasonStakeSection() {
  const { t } = useTranslation();
  const current = usePledgedAcent();
  const historyTotal = useStakeHistoryTotal();
  const seasons = useSeasons().data?.seasons ?? [];
  const perSeason = usePledgedPerSeason(seasons.map((season) => season._id)).data?.seasons ?? {};
  const joined = seasons.filter((season) => unitsOf(perSeason[season._id]) > 0n);

  return (
    <PageSection title={t('seasons.section')}>
      <TileGrid>
        <BalanceTile label={t('seasons.currentSeason')} units={current} symbol="ACE" />
        <BalanceTile label={t('seasons.stakeHistory')} units={historyTotal} symbol="ACE" />
      </TileGrid>
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
              <TableNoteRow columns={4}>{t('seasons.noParticipation')}</TableNoteRow>
            ) : undefined}
          </TableBody>
        </Table>
      </TableContainer>
    </PageSection>
  );
}
