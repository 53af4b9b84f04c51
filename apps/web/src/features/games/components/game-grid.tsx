import type { GameCard as GameCardData } from '@dappx/shared';
import Box from '@mui/material/Box';
import { SectionTitle } from '@/components/section-title';
import { GameCard } from './game-card';

type GameGridProps = {
  id: string;
  title?: string;
  games: GameCardData[];
  columns: number;
  hidden?: boolean;
  wide?: boolean;
};

/** One of the games page's grids; `hidden` keeps a block in the page without showing it (spec 2). */
export function GameGrid({ id, title, games, columns, hidden, wide }: GameGridProps) {
  return (
    <Box
      component="section"
      hidden={hidden}
      data-grid={id}
      aria-labelledby={title ? `games-${id}` : undefined}
      sx={{ mt: { xs: 5, md: 7 }, '&[hidden]': { display: 'none' }, '&:empty': { display: 'none' } }}
    >
      {title && <SectionTitle id={`games-${id}`} title={title} />}
      {games.length > 0 && (
        <Box
          data-testid={`grid-${id}`}
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {games.map((game) => (
            <GameCard key={game._id} game={game} wide={wide} />
          ))}
        </Box>
      )}
    </Box>
  );
}
