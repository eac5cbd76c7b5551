import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

export type LayoutName = 'layout1' | 'layout2' | 'layout3';

export interface Settings {
  layout: LayoutName;
  /** Side navigation folded to icons (80 px instead of 260 px). */
  compact: boolean;
  /** Spec section 3: the kiosk's ticket orientation, VERTICAL by default. */
  orientation: 'VERTICAL' | 'HORIZONTAL';
  /** Spec section 3: the collection point this device's queue screens work at. */
  collectionPoint: number | null;
  /** Spec section 3: the tickets this kiosk printed (the latest first), to print again. */
  tickets: { code: string; verifyId: string; issuedAt: string }[];
}

const KEY = 'settings';
const DEFAULTS: Settings = {
  layout: 'layout1',
  compact: false,
  orientation: 'VERTICAL',
  collectionPoint: null,
  tickets: [],
};

export const LAYOUTS: { name: LayoutName; label: string; description: string }[] = [
  { name: 'layout1', label: 'Clásico', description: 'Menú lateral de 260 px y barra superior.' },
  {
    name: 'layout2',
    label: 'Horizontal',
    description: 'Menú horizontal bajo la barra superior, contenido de 1200 px.',
  },
  {
    name: 'layout3',
    label: 'Compacto',
    description: 'Menú lateral de íconos (80 px), contenido de 1200 px.',
  },
];

function load(): Settings {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Settings>;
    const layout = LAYOUTS.some((l) => l.name === stored.layout)
      ? (stored.layout as LayoutName)
      : DEFAULTS.layout;
    return { ...DEFAULTS, ...stored, layout };
  } catch {
    return DEFAULTS;
  }
}

const SettingsContext = createContext<{ settings: Settings; update(change: Partial<Settings>): void } | null>(
  null,
);

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<Settings>(load);
  const update = useCallback((change: Partial<Settings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      localStorage.setItem(KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const value = useMemo(() => ({ settings, update }), [settings, update]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings() {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings fuera de SettingsProvider');
  return value;
}
