import { PROVIDER, yearsOfExperience } from '@erario/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function AboutPage() {
  const years = yearsOfExperience(PROVIDER.foundedYear);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Acerca de
      </Typography>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {PROVIDER.name}: finanzas públicas para instituciones
          </Typography>
          <Typography sx={{ mt: 1 }}>
            Presupuesto de gastos, tesorería, recaudación, inventario de bienes muebles y nómina para
            alcaldías y entes del Estado, con cada céntimo trazable para auditores y ciudadanos.
          </Typography>
          <Typography sx={{ mt: 2, fontWeight: 600 }} data-testid="experience">
            {years} {years === 1 ? 'año' : 'años'} de experiencia al servicio de la gestión pública.
          </Typography>
          <Typography sx={{ mt: 2 }}>
            Contacto: <Link href={`mailto:${PROVIDER.email}`}>{PROVIDER.email}</Link> · {PROVIDER.phone} ·{' '}
            <Link href={PROVIDER.website} target="_blank" rel="noopener noreferrer">
              {PROVIDER.website}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
