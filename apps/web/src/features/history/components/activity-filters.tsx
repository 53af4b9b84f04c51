import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { activityKinds, activityTokens, type ActivityKind, type ActivityToken } from '@dappx/shared/activity';
import { useTranslation } from 'react-i18next';
import type { ActivityFilter } from '../api/activity';
import { symbolOfToken } from '../token-symbol';

const all = 'all';

/** Token and kind, each "all" or one; side by side down to a phone's width. */
export function ActivityFilters({
  filter,
  onChange,
}: {
  filter: ActivityFilter;
  onChange: (filter: ActivityFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        px: { xs: 2, sm: 2.5 },
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <TextField
        select
        size="small"
        fullWidth
        label={t('history.token')}
        value={filter.token ?? all}
        onChange={(event) =>
          onChange({
            ...filter,
            token: event.target.value === all ? undefined : (event.target.value as ActivityToken),
          })
        }
      >
        <MenuItem value={all}>{t('history.allTokens')}</MenuItem>
        {activityTokens.map((token) => (
          <MenuItem key={token} value={token}>
            {symbolOfToken(token)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        fullWidth
        label={t('history.kindFilter')}
        value={filter.kind ?? all}
        onChange={(event) =>
          onChange({
            ...filter,
            kind: event.target.value === all ? undefined : (event.target.value as ActivityKind),
          })
        }
      >
        <MenuItem value={all}>{t('history.allKinds')}</MenuItem>
        {activityKinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`history.kind.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
