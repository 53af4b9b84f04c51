import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { RankingsRow } from '@dappx/shared/rankings';
import { AppLink } from '@/components/app-link';
import { Highlight } from '@/components/highlight';

/**
 * An app's art and name, the name marked where it matches the header's search and linking to the app's
 * page when the store knows one.
 */
export function AppName({ app, href }: { app: RankingsRow['app']; href: string | undefined }) {
  const name = <Highlight text={app.name} />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Box
        component="img"
        src={app.image}
        alt=""
        loading="lazy"
        width={36}
        height={36}
        sx={{ width: 36, height: 36, borderRadius: 2, objectFit: 'contain', flexShrink: 0 }}
      />
      <Box
        component="span"
        data-testid="rankings-app-name"
        sx={{ fontWeight: 700, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {href ? (
          <Link component={AppLink} href={href} color="inherit">
            {name}
          </Link>
        ) : (
          name
        )}
      </Box>
    </Box>
  );
}
