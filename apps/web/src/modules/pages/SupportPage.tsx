import { PROVIDER } from '@erario/contracts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { canOpen } from '../../platform/menu.ts';
import { useSession } from '../../platform/session.tsx';

export function SupportPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Soporte
      </Typography>
      <Card>
        <CardContent>
          <Typography>
            Para consultas sobre el uso de Erario escriba a{' '}
            <Link href={`mailto:${PROVIDER.email}`}>{PROVIDER.email}</Link> o llame al {PROVIDER.phone}.
            Indique su institución ({user?.nameClient}) y su usuario ({user?.usuario}).
          </Typography>
          {user && canOpen(user, 'SOP-TAB-01') && (
            <Button sx={{ mt: 2 }} variant="outlined" onClick={() => navigate('/support-board')}>
              Abrir el tablero de soporte
            </Button>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
