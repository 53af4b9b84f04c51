import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useConsoleFormats } from '../../lib/console-format';
import { dashboardTodoQuery, visibleTodos } from './dashboard-todo';

/** What waits for the operator, one card per queue of their role, each opening its filtered list. */
export function TodoCards() {
  const translate = useTranslate();
  const formats = useConsoleFormats();
  const { data } = useQuery(dashboardTodoQuery);
  if (!data) return null;
  return (
    <Box
      component="section"
      aria-label={translate('console.dashboard.todo.title')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
    >
      {visibleTodos(data).map(({ todo, link, count, severity }) => (
        <Card key={todo} variant="outlined" sx={count > 0 && severity ? { borderColor: 'error.main' } : {}}>
          <CardActionArea component={Link} to={link}>
            <CardContent>
              <Typography variant="overline" color="text.secondary">
                {translate(`console.dashboard.todo.${todo}`)}
              </Typography>
              <Typography variant="h4" color={count > 0 ? 'text.primary' : 'text.secondary'}>
                {formats.count(count)}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
