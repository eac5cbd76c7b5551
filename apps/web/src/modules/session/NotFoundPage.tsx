import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../platform/title.ts';

export function NotFoundPage() {
  usePageTitle('Página no encontrada');
  const navigate = useNavigate();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
    >
      <Box>
        <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }}>
          404
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          Página no encontrada
        </Typography>
        <Button variant="contained" onClick={() => navigate('/')}>
          Regresar al inicio
        </Button>
      </Box>
    </Box>
  );
}
