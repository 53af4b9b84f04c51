import StarRoundedIcon from '@mui/icons-material/StarRounded';
import StarOutlineRoundedIcon from '@mui/icons-material/StarOutlineRounded';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

const scale = [1, 2, 3, 4, 5] as const;

// The radio button lies over its star, unseen: a click or tap on the star is a click on the button.
const starInput = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  m: 0,
  opacity: 0,
  cursor: 'pointer',
} as const;

const Star = ({ filled }: { filled: boolean }) =>
  filled ? (
    <StarRoundedIcon fontSize="inherit" sx={{ color: 'games.star' }} />
  ) : (
    <StarOutlineRoundedIcon fontSize="inherit" sx={{ color: 'text.secondary' }} />
  );

/** A review's rating as five stars, read out as "4 stars out of 5". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <Box
      role="img"
      aria-label={t('reviews.stars', { count: rating })}
      data-rating={rating}
      sx={{ display: 'inline-flex', fontSize: 20, lineHeight: 1 }}
    >
      {scale.map((stars) => (
        <Star key={stars} filled={stars <= rating} />
      ))}
    </Box>
  );
}

/**
 * The form's rating: five radio buttons (arrow keys move between them, as in any radio group), each
 * drawn as a star and named "1 star" to "5 stars"; the stars up to the chosen one are filled.
 */
export function StarPicker({
  value,
  onChange,
  labelId,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  labelId: string;
}) {
  const { t } = useTranslation();
  return (
    <Box role="radiogroup" aria-labelledby={labelId} sx={{ display: 'flex', gap: 0.5, fontSize: 36 }}>
      {scale.map((stars) => (
        <Box
          component="label"
          key={stars}
          sx={{
            position: 'relative',
            display: 'inline-flex',
            cursor: 'pointer',
            borderRadius: 1,
            '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          <Box
            component="input"
            type="radio"
            name="review-rating"
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
            aria-label={t('reviews.write.star', { count: stars })}
            sx={starInput}
          />
          <Star filled={value !== null && stars <= value} />
        </Box>
      ))}
    </Box>
  );
}
