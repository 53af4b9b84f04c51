import Box from '@mui/material/Box';
import { useSearchText } from '@/lib/search-text';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Marks every case-insensitive occurrence of the header's search text in `text` (spec, section 1:
 * section titles, card names, currency labels and button labels).
 */
export function Highlight({ text }: { text: string }) {
  const needle = useSearchText().text.trim();
  if (!needle) return <>{text}</>;
  const parts = text.split(new RegExp(`(${escapeRegExp(needle)})`, 'gi'));
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Box
            component="mark"
            key={index}
            sx={{ bgcolor: 'tint.searchMatch', color: 'inherit', borderRadius: 0.5, px: 0.25 }}
          >
            {part}
          </Box>
        ) : (
          part
        ),
      )}
    </>
  );
}
