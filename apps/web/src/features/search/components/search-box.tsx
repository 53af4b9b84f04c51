import type { SearchResult } from '@dappx/shared/catalogue';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppLink } from '@/components/app-link';
import { Highlight } from '@/components/highlight';
import { useSearchText } from '@/lib/search-text';
import { useSearchResults } from '../api/search';
import { kindLabel } from './kind-label';

const resultsSx: SxProps<Theme> = {
  position: 'absolute',
  top: 46,
  left: 0,
  right: 0,
  minWidth: 280,
  zIndex: 'modal',
  borderRadius: 3,
  py: 1,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'surface.popover',
};

const resultLinkSx: SxProps<Theme> = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  px: 2,
  py: 1,
  color: 'text.primary',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { bgcolor: 'tint.resultHover', outline: 'none' },
};

/**
 * The header search: its text is shared with every screen (filtering and highlighting), and a short list
 * of matching apps and games opens below it.
 */
export function SearchBox({
  autoFocus = false,
  fullWidth = false,
}: {
  autoFocus?: boolean;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const { text, setText } = useSearchText();
  const [focused, setFocused] = useState(false);
  const results = useSearchResults(text);
  const listId = useId();
  const navigate = useNavigate();
  const open = focused && text.trim().length > 0 && results.data !== undefined;

  return (
    <Box
      sx={{ position: 'relative', width: fullWidth ? '100%' : 240 }}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setFocused(false);
        // Enter lists everything found, by kind, on a page of its own; the short list is a glance.
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement && text.trim()) {
          setFocused(false);
          void navigate(`/search?q=${encodeURIComponent(text.trim())}`);
        }
      }}
    >
      {/* The input alone, not TextField: that would bring Select and two unused input variants
          (about 9 kB compressed) into every page, as the search is in the header. */}
      <OutlinedInput
        type="search"
        size="small"
        value={text}
        autoFocus={autoFocus}
        fullWidth
        placeholder={t('search')}
        onChange={(event) => {
          setText(event.target.value);
          setFocused(true);
        }}
        sx={{ borderRadius: 999 }}
        slotProps={{
          input: {
            'aria-label': t('searchLabel'),
            maxLength: 100,
            'aria-controls': open ? listId : undefined,
          },
        }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
      />
      {open ? (
        <SearchResults id={listId} results={results.data} onPick={() => setFocused(false)} />
      ) : undefined}
    </Box>
  );
}

/** The list below the input: the matches, or a line saying there are none. */
function SearchResults({ id, results, onPick }: { id: string; results: SearchResult[]; onPick: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper id={id} elevation={8} sx={resultsSx}>
      {results.length === 0 ? (
        <Typography sx={{ px: 2, py: 1.5 }} color="text.secondary" role="status">
          {t('searchNothing')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('searchResults')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {results.map((result) => (
            <li key={`${result.kind}-${result._id}`}>
              <ResultLink result={result} onPick={onPick} />
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}

/** A match: its image, its name, and what it is (a game, or the app's category) and on which chain. */
function ResultLink({ result, onPick }: { result: SearchResult; onPick: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component={AppLink} href={result.href} onClick={onPick} sx={resultLinkSx}>
      <Box component="img" src={result.image} alt="" sx={{ width: 32, height: 32, borderRadius: 1.5 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          sx={{ fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          <Highlight text={result.name} />
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t(kindLabel(result))}
          {result.currency ? ` · ${result.currency}` : ''}
        </Typography>
      </Box>
    </Box>
  );
}
