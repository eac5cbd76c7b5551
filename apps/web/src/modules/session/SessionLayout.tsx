import { PROVIDER } from '@erario/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';

const MODULES = [
  { name: 'Tesorería', text: 'Bancos, cuentas, conciliación y pago de retenciones.' },
  { name: 'Gastos', text: 'Presupuesto por partidas, compromisos, causados y pagos.' },
  { name: 'Ingresos', text: 'Contribuyentes, cajas, recibos y cierre diario.' },
  { name: 'Inventario', text: 'Bienes muebles y formularios BM.' },
  { name: 'Nómina', text: 'Personal, asignaciones, deducciones y recibos de pago.' },
];

/** The frame of the public session pages: what the suite covers on one side, the form on the other. */
export function SessionLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
      <Box
        component="aside"
        sx={{
          flex: { md: '0 0 44%' },
          background: 'linear-gradient(160deg, #0d47a1 0%, #1565c0 55%, #1e88e5 100%)',
          color: 'common.white',
          p: { xs: 4, md: 7 },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          gap: 4,
        }}
      >
        <Box>
          <Typography variant="h3" component="p" sx={{ fontWeight: 700, letterSpacing: 1 }}>
            {PROVIDER.name}
          </Typography>
          <Typography variant="h6" component="p" sx={{ opacity: 0.9, mt: 1, fontWeight: 400 }}>
            Finanzas públicas claras, de la partida presupuestaria al recibo del contribuyente.
          </Typography>
        </Box>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Módulos">
          {MODULES.map((m) => (
            <Box component="li" key={m.name}>
              <Typography sx={{ fontWeight: 600 }}>{m.name}</Typography>
              <Typography variant="body2" sx={{ opacity: 0.85 }}>
                {m.text}
              </Typography>
            </Box>
          ))}
        </Stack>
        <Box component="footer" sx={{ fontSize: 14 }}>
          <Typography variant="body2">
            Contacto:{' '}
            <Link href={`mailto:${PROVIDER.email}`} color="inherit">
              {PROVIDER.email}
            </Link>{' '}
            ·{' '}
            <Link href={`tel:${PROVIDER.phone.replace(/\s/g, '')}`} color="inherit">
              {PROVIDER.phone}
            </Link>
          </Typography>
          <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
            {PROVIDER.social.map((s) => (
              <Link key={s.label} href={s.url} color="inherit" target="_blank" rel="noopener noreferrer">
                {s.label}
              </Link>
            ))}
          </Stack>
        </Box>
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 3, md: 6 } }}
      >
        <Box sx={{ width: '100%', maxWidth: 400 }}>{children}</Box>
      </Box>
    </Box>
  );
}

/**
 * A session page's form, in the frame: its title and what it asks for, the fields, the button that
 * sends it («Cargando...» while it does, and no more once `done`), and the way to another step under it.
 */
export function SessionForm({
  title,
  lead,
  onSubmit,
  busy,
  submit,
  done = false,
  other,
  children,
}: {
  title: string;
  lead?: string;
  onSubmit(event: FormEvent): void;
  busy: boolean;
  submit: string;
  done?: boolean;
  other: { label: string; onClick(): void };
  children: ReactNode;
}) {
  return (
    <SessionLayout>
      <Typography variant="h5" component="h1" sx={lead ? { fontWeight: 600 } : { fontWeight: 600, mb: 3 }}>
        {title}
      </Typography>
      {lead && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {lead}
        </Typography>
      )}
      <Stack component="form" spacing={2} noValidate onSubmit={onSubmit}>
        {children}
        <Button type="submit" variant="contained" size="large" disabled={busy || done}>
          {busy ? 'Cargando...' : submit}
        </Button>
        <Button variant="text" onClick={other.onClick}>
          {other.label}
        </Button>
      </Stack>
    </SessionLayout>
  );
}
