import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import { SearchBox } from '@/features/search/components/search-box';

/** The phone's search, which slides open under the bar. */
export function MobileSearch({ open }: { open: boolean }) {
  return (
    <Collapse in={open} unmountOnExit>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <SearchBox fullWidth autoFocus />
      </Box>
    </Collapse>
  );
}
