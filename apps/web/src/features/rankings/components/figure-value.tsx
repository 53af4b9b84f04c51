import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/**
 * A figure's value, leading to the transactions behind it when it is made of them (a balance is what
 * the contracts hold, not a sum of the window's rows).
 */
export function FigureValue({ text, to }: { text: string; to: string | undefined }) {
  if (!to) return <>{text}</>;
  return (
    <Link component={RouterLink} to={to} color="inherit" underline="hover">
      {text}
    </Link>
  );
}
