import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import PeopleGroupIcon from '@mui/icons-material/Group';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import type { ComponentType } from 'react';

type GroupIcon = ComponentType<{ fontSize?: 'small' }>;

/**
 * The menu's groups and the screens in each, in their order. A screen the operator's role does not have
 * is left out, and so is a group left empty.
 */
export const menuGroups: { group: string; icon: GroupIcon; screens: string[] }[] = [
  {
    group: 'store',
    icon: StorefrontIcon,
    screens: [
      'home-slides',
      'hot-tiles',
      'games-slides',
      'menu-items',
      'footer-links',
      'download-links',
      'news-feeds',
    ],
  },
  {
    group: 'catalogue',
    icon: ViewModuleIcon,
    screens: ['submissions', 'apps', 'app-entries', 'games', 'game-entries', 'contracts'],
  },
  {
    group: 'money',
    icon: AccountBalanceIcon,
    screens: [
      'withdrawals',
      'credit-approvals',
      'setting-approvals',
      'credits',
      'money-settings',
      'seasons',
      'prices',
      'refunds',
    ],
  },
  { group: 'people', icon: PeopleGroupIcon, screens: ['users', 'review-reports', 'operators'] },
  { group: 'system', icon: SettingsIcon, screens: ['maintenance', 'audit'] },
];
