import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../platform/session.tsx';
import { GUIDE_PATH, useGuides } from './guide.ts';

/**
 * The home page's reminder while an office has steps left: each unfinished guide with its next step,
 * and the way to the whole guide. Gone once every guide of the user is done.
 */
export function GuideSummary() {
  const { user } = useSession();
  const { guides } = useGuides();
  // Hidden by the user in this institution (on this browser): the guide stays in the user's menu.
  const key = `guideHidden:${user?.idUser}:${user?.idClient}`;
  // Read at each render: switching institution reads that institution's choice.
  const [, hid] = useState(0);
  const hidden = localStorage.getItem(key) === '1';
  const pending = guides.filter((g) => g.next !== null);
  if (pending.length === 0 || hidden) return null;
  return (
    <Card
      component="section"
      aria-labelledby="primeros-pasos"
      variant="outlined"
      sx={{ borderColor: 'primary.main' }}
    >
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Typography id="primeros-pasos" variant="h6" component="h2" sx={{ flex: 1 }}>
            Primeros pasos
          </Typography>
          <Button
            size="small"
            onClick={() => {
              localStorage.setItem(key, '1');
              hid((n) => n + 1);
            }}
          >
            Ocultar
          </Button>
          <Button component={RouterLink} to={GUIDE_PATH} variant="contained" size="small">
            Ver la guía
          </Button>
        </Stack>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {pending.map((g) => (
            <Typography component="li" key={g.module}>
              <strong>{g.title}</strong>: {g.done} de {g.steps.length} pasos. Siguiente: {g.next?.title}.
            </Typography>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
