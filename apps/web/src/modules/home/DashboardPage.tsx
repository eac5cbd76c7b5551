import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useSession } from '../../platform/session.tsx';
import { storedPeriod } from '../../platform/storage.ts';

export function DashboardPage() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const period = storedPeriod();
  if (!user) return null;
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppBar position="static" sx={{ height: 64, justifyContent: 'center' }}>
        <Toolbar>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, mr: 3 }}>
            Erario
          </Typography>
          <Typography sx={{ flex: 1 }} noWrap>
            {user.nameClient}
          </Typography>
          <Typography sx={{ mr: 2 }}>{user.nameUser}</Typography>
          <Button
            color="inherit"
            onClick={async () => {
              await signOut();
              navigate('/session/signin', { replace: true });
            }}
          >
            Cerrar sesión
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: 3, maxWidth: 1200, mx: 'auto' }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          Tablero principal
        </Typography>
        <Card>
          <CardContent>
            <Typography>Institución: {user.nameClient}</Typography>
            <Typography>
              Período: {period?.description ?? 'sin período'}
              {period?.expired ? ' (vencido)' : ''}
            </Typography>
            <Typography>Módulos habilitados: {user.modules.map((m) => m.description).join(', ')}</Typography>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
