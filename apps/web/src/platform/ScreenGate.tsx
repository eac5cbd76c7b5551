import { findScreen } from '@erario/contracts/catalogue';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Outlet, useNavigate } from 'react-router';
import { canOpen, HOME_PATH } from './menu.ts';
import { useSession } from './session.tsx';

/**
 * Mirrors the server's rule for a screen typed by hand: without the screen, or in a client without
 * its module, the user reads why instead of a blank page. The server refuses the data regardless.
 */
export function ScreenGate({ code, module }: { code?: string; module?: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  const allowed = code ? canOpen(user, code) : user.modules.some((m) => m.code === module);
  if (allowed) return <Outlet />;
  const screen = code ? findScreen(code) : undefined;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => navigate(HOME_PATH)}>
          Ir al inicio
        </Button>
      }
    >
      <AlertTitle>Acceso no permitido</AlertTitle>
      No tiene permiso para abrir {screen ? `la pantalla «${screen.name}»` : 'esta pantalla'} en{' '}
      {user.nameClient}. Si la necesita, pídala al administrador de su institución.
    </Alert>
  );
}
