import type { GameCard as GameCardData } from '@dappx/shared/catalogue';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { SectionTitle } from '@/components/section-title';
import { drawnWhenNear } from '@/lib/drawn-when-near';
import { GameCard } from './game-card';

type GameGridProps = {
  id: string;
  title?: string;
  games: GameCardData[];
  /** A number, or per breakpoint (the first paint, drawn before the viewport's width is known). */
  columns: number | { xs: number; sm: number };
  hidden?: boolean;
  wide?: boolean;
  /** Drawn instead of a card per game (the first paint's slot for them). */
  cards?: ReactNode;
  /** Out of a phone's first screen: drawn only when scrolled near (drawnWhenNear), its art fetched then. */
  belowFold?: boolean;
};

const repeatColumns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
const gridColumns = (columns: GameGridProps['columns']) =>
  typeof columns === 'number'
    ? repeatColumns(columns)
    : { xs: repeatColumns(columns.xs), sm: repeatColumns(columns.sm) };

/** About a card's height, for an undrawn grid's place (drawnWhenNear). */
const rowHeightGuess = 360;
const rowsOf = (games: number, columns: GameGridProps['columns']) =>
  Math.ceil(games / (typeof columns === 'number' ? columns : columns.xs));

/** One of the games page's grids; `hidden` keeps a block in the page without showing it (spec 2). */
export function GameGrid({ id, title, games, columns, hidden, wide, cards, belowFold }: GameGridProps) {
  return (
    <Box
      component="section"
      hidden={hidden}
      data-grid={id}
      aria-labelledby={title ? `games-${id}` : undefined}
      sx={{
        mt: { xs: 5, md: 7 },
        '&[hidden]': { display: 'none' },
        '&:empty': { display: 'none' },
        ...(belowFold && drawnWhenNear(rowsOf(games.length, columns) * rowHeightGuess)),
      }}
    >
      {title && <SectionTitle id={`games-${id}`} title={title} />}
      {(games.length > 0 || cards) && (
        <Box
          data-testid={`grid-${id}`}
          sx={{
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: gridColumns(columns),
          }}
        >
          {cards ??
            games.map((game) => <GameCard key={game._id} game={game} wide={wide} lazyArt={belowFold} />)}
        </Box>
      )}
    </Box>
  );
}
