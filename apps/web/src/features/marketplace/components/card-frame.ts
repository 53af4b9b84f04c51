import type { SxProps, Theme } from '@mui/material/styles';

type Direction = 'row' | 'column';

/** A token's or an item's card: a framed button that lifts on hover and focus, laid out in `direction`. */
export const cardFrameSx = (direction: Direction | { xs: Direction; sm: Direction }): SxProps<Theme> => ({
  display: 'flex',
  flexDirection: direction,
  alignItems: 'stretch',
  width: '100%',
  textAlign: 'left',
  borderRadius: 3,
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  transition: 'transform 150ms, box-shadow 150ms',
  '&:hover, &.Mui-focusVisible': {
    transform: 'translateY(-3px)',
    boxShadow: ({ palette }) => `0 12px 32px ${palette.shadow.card}`,
  },
});
