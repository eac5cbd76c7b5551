import { useEffect } from 'react';

/** The browser tab and the history say which screen this is: "Monedas · Erario". */
export function usePageTitle(name: string | undefined) {
  useEffect(() => {
    document.title = name ? `${name} · Erario` : 'Erario';
  }, [name]);
}
