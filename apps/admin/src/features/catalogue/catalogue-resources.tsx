import { catalogueTables, type CatalogueTable } from '@dappx/shared/catalogue-admin';
import { roleAllows, type OperatorRole } from '@dappx/shared/operator-roles';
import AppsIcon from '@mui/icons-material/Apps';
import DownloadIcon from '@mui/icons-material/Download';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import LinkIcon from '@mui/icons-material/Link';
import MenuIcon from '@mui/icons-material/Menu';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import ViewListIcon from '@mui/icons-material/ViewList';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import type { ComponentType } from 'react';
import { Resource } from 'react-admin';
import { lazyScreen } from '../../lib/lazy-screen';
import { catalogueRoles } from './catalogue-tables';

const CatalogueCreate = lazyScreen(() => import('./catalogue-form'), 'CatalogueCreate');
const CatalogueEdit = lazyScreen(() => import('./catalogue-form'), 'CatalogueEdit');
const CatalogueList = lazyScreen(() => import('./catalogue-list'), 'CatalogueList');

const icons: Record<CatalogueTable, ComponentType> = {
  'home-slides': SlideshowIcon,
  'hot-tiles': WhatshotIcon,
  apps: AppsIcon,
  'app-entries': LeaderboardIcon,
  games: SportsEsportsIcon,
  'game-entries': ViewListIcon,
  'games-slides': ViewCarouselIcon,
  'menu-items': MenuIcon,
  'footer-links': LinkIcon,
  'download-links': DownloadIcon,
  'news-feeds': RssFeedIcon,
};

// Made once: a component made anew on every render would remount its screen.
const screens = catalogueTables.map((table) => ({
  table,
  list: () => <CatalogueList table={table} />,
  edit: () => <CatalogueEdit table={table} />,
  create: () => <CatalogueCreate table={table} />,
}));

/** The catalogue's screens, one per table, for a role that may curate it (none for others). */
export const catalogueResources = (role: OperatorRole | undefined) =>
  role && roleAllows(role, catalogueRoles)
    ? screens.map(({ table, list, edit, create }) => (
        <Resource key={table} name={table} list={list} edit={edit} create={create} icon={icons[table]} />
      ))
    : [];
