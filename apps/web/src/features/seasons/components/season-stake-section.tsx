import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Season } from '@dappx/shared/seasons';
import { formatDisplayAmount, unitsOf } from '@dappx/shared/amounts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BalanceTile, TileGrid } from '@/components/balance-tile';
import { PageSection } from '@/components/page-section';
import { TableNoteRow } from '@/components/table-note-row';
import { dhmsParts, useCountdown } from '@/lib/use-countdown';
import { useBreakpoints } from '@/lib/use-breakpoints';
import { usePledgedAcent, usePledgedPerSeason, useSeasons, useStakeHistoryTotal } from '../api/seasons-api';
import { participationOf } from '../season-rules';

function Remaining({ season }: { season: Season }) {
  const { t } = useTranslation();
  const { countdownTo } = participationOf(season);
  const left = useCountdown(new Date(countdownTo));
  if (left === 0) return <>{t('seasons.completed')}</>;
  return <>{t('seasons.countdown', dhmsParts(left))}</>;
}

type ParticipationProps = { seasons: Season[]; perSeason: Record<string, string> };

/** The seasons the user staked in, from 600 px: a table of name, stake, remaining time and status. */
function ParticipationTable({ seasons, perSeason }: ParticipationProps) {
  const { t } = useTranslation();
  return (
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
          {seasons.map((season) => (
            <TableRow key={season._id}>
              <TableCell sx={{ fontWeight: 600 }}>{season.name}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatDisplayAmount(unitsOf(perSeason[season._id]))} ACE
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                <Remaining season={season} />
              </TableCell>
              <TableCell align="right">
                <Status season={season} />
              </TableCell>
            </TableRow>
          ))}
          {seasons.length === 0 ? (
            <TableNoteRow columns={4}>{t('seasons.noParticipation')}</TableNoteRow>
          ) : undefined}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Status({ season }: { season: Season }) {
  const { t } = useTranslation();
  return (
    <Button size="small" variant="outlined" disabled>
      {t(`seasons.status.${participationOf(season).label}`)}
    </Button>
  );
}

/**
 * On a phone a four-column table cuts its headers off ('Remaining Time'): each season is a card that
 * names every figure beside it.
 */
function ParticipationCards({ seasons, perSeason }: ParticipationProps) {
  const { t } = useTranslation();
  if (seasons.length === 0) {
    return (
      <Typography
        color="text.secondary"
        sx={{ p: 3, textAlign: 'center', borderRadius: 3, border: 1, borderColor: 'divider' }}
      >
        {t('seasons.noParticipation')}
      </Typography>
    );
  }
  return (
    <Box role="list" aria-label={t('seasons.participation')} sx={{ display: 'grid', gap: 1.5 }}>
      {seasons.map((season) => (
        <Box
          key={season._id}
          role="listitem"
          aria-label={season.name}
          sx={{ display: 'grid', gap: 1, p: 2, borderRadius: 3, border: 1, borderColor: 'divider' }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{season.name}</Typography>
            <Status season={season} />
          </Box>
          <Figure label={t('seasons.stakeColumn')}>
            {formatDisplayAmount(unitsOf(perSeason[season._id]))} ACE
          </Figure>
          <Figure label={t('seasons.remainingTime')}>
            <Remaining season={season} />
          </Figure>
        </Box>
      ))}
    </Box>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The ACE page's season Stake section: Current Season, Stake History, and the Participation table. */
export function SeasonStakeSection() {
  const { t } = useTranslation();
  const current = usePledgedAcent();
  const historyTotal = useStakeHistoryTotal();
  const seasons = useSeasons().data?.seasons ?? [];
  const perSeason = usePledgedPerSeason(seasons.map((season) => season._id)).data?.seasons ?? {};
  const { isMobile } = useBreakpoints();
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
      {isMobile ? (
        <ParticipationCards seasons={joined} perSeason={perSeason} />
      ) : (
        <ParticipationTable seasons={joined} perSeason={perSeason} />
      )}
    </PageSection>
  );
}
