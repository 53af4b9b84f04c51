import type { MenuItem as MenuItemEntry } from '@dappx/shared/catalogue';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';
import { Logo } from '@/components/logo';

/** A menu entry; its labels come from the catalogue in the page's language. */
function DrawerSection({ item, onNavigate }: { item: MenuItemEntry; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  if (!item.dropdown) {
    return (
      <ListItemButton
        component={AppLink}
        href={item.href}
        target={item.target}
        disabled={item.disabled}
        onClick={onNavigate}
      >
        <ListItemText primary={item.label} />
      </ListItemButton>
    );
  }
  return (
    <>
      <ListItemButton aria-expanded={open} disabled={item.disabled} onClick={() => setOpen(!open)}>
        <ListItemText primary={item.label} />
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List disablePadding>
          {item.dropdown_menu.map((entry) => (
            <ListItemButton
              key={entry.href}
              component={AppLink}
              href={entry.href}
              target={entry.target}
              onClick={onNavigate}
              sx={{ pl: 4 }}
            >
              <ListItemText primary={entry.label} />
            </ListItemButton>
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** Below 960 px the menu is a drawer from the right with collapsible sections (spec, section 2). */
export function MobileDrawer({
  items,
  open,
  onClose,
}: {
  items: MenuItemEntry[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300 } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Logo size={28} />
        <IconButton aria-label={t('closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <List component="nav" aria-label={t('mainNavigation')}>
        {items
          .filter((item) => !item.sp_hidden)
          .map((item) => (
            <DrawerSection key={item.label} item={item} onNavigate={onClose} />
          ))}
      </List>
    </Drawer>
  );
}
