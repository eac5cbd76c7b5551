import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

/** The dialog's code is loaded the first time something asks: the sign-in page never needs it. */
const ConfirmDialog = lazy(async () => ({ default: (await import('./ConfirmDialog.tsx')).ConfirmDialog }));

type Ask = (message: string) => Promise<boolean>;
const ConfirmContext = createContext<Ask | null>(null);

/** Asks the one confirmation dialog (ConfirmDialog) and resolves with the answer. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const ask = useCallback<Ask>(
    (text) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setMessage(text);
      }),
    [],
  );
  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setMessage(null);
  };
  const value = useMemo(() => ask, [ask]);
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {message !== null && (
        <Suspense>
          <ConfirmDialog message={message} answer={answer} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm fuera de ConfirmProvider');
  return ask;
}
