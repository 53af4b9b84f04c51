import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useSearchText } from '@/lib/search-text';

export function SearchBox({
  autoFocus = false,
  fullWidth = false,
}: {
  autoFocus?: boolean;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const { text, setText } = useSearchText();
  return (
    <TextField
      type="search"
      size="small"
      value={text}
      autoFocus={autoFocus}
      fullWidth={fullWidth}
      placeholder={t('search')}
      onChange={(event) => setText(event.target.value)}
      sx={{ width: fullWidth ? '100%' : 240, '& .MuiOutlinedInput-root': { borderRadius: 999 } }}
      slotProps={{
        htmlInput: { 'aria-label': t('searchLabel'), maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
