import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// Placeholder until this screen is built (issue 3).
export function DisclaimerRoute() {
  return (
    <Container sx={{ py: 8 }}>
      <Typography variant="h3" component="h1">
        DisclaimerRoute
      </Typography>
    </Container>
  );
}
