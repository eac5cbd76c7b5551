import { useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * A menu of screens under its button (a group of the top bar, `More`, a group of the narrow side
 * menu): the button opens it, and picking a screen closes it and goes there. Spread `menu` on the Menu.
 */
export function useNavMenu() {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return {
    menu: { anchorEl: anchor, open: anchor !== null, onClose: () => setAnchor(null) },
    openAt: (event: { currentTarget: HTMLElement }) => setAnchor(event.currentTarget),
    go: (path: string) => {
      setAnchor(null);
      navigate(path);
    },
  };
}
