import { findScreen, MODULES } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';

/** A screen of the catalogue whose module has not been delivered yet: said plainly, nothing invented. */
export function PendingScreenPage({ code, name }: { code?: string; name?: string }) {
  const screen = code ? findScreen(code) : undefined;
  const module = MODULES.find((m) => m.code === screen?.module)?.description;
  const title = screen?.name ?? name ?? 'Pantalla';
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Alert severity="info">
        <AlertTitle>Aún no disponible</AlertTitle>
        Esta pantalla{module ? ` del módulo ${module}` : ''}
        {code ? ` (${code})` : ''} todavía no está disponible en esta versión de Erario.
      </Alert>
    </>
  );
}
