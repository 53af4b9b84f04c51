import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { AppLink } from './app-link';

/** An entry of a header menu: a link (`href`) or an action (`onSelect`). */
export type PopupMenuEntry = {
  key: string;
  label: string;
  lang?: string;
  selected?: boolean;
  href?: string;
  target?: string;
  onSelect: () => void;
};

export type PopupMenuProps = {
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  entries: PopupMenuEntry[];
};

/** The header's drop-down menus (languages, the catalogue's dropdown entries). */
export function PopupMenu({ anchorEl, open, onClose, entries }: PopupMenuProps) {
  return (
    <Menu anchorEl={anchorEl} open={open} onClose={onClose}>
      {entries.map(({ key, label, lang, selected, href, target, onSelect }) =>
        href === undefined ? (
          <MenuItem key={key} lang={lang} selected={selected} onClick={onSelect}>
            {label}
          </MenuItem>
        ) : (
          <MenuItem
            key={key}
            lang={lang}
            selected={selected}
            component={AppLink}
            href={href}
            target={target}
            onClick={onSelect}
          >
            {label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
