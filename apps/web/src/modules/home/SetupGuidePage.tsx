import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { messageOf } from '../../platform/api.ts';
import { DotIcon, VerifiedIcon } from '../../platform/icons.tsx';
import { type ShownGuide, type ShownStep, useGuides } from './guide.ts';

/**
 * `/pages/primeros-pasos`: what each office sets up, in order, each step ticked once the institution
 * has it and linked to its screen, so an empty institution reaches its first document without a manual.
 */
export function SetupGuidePage() {
  const { guides, loading, error } = useGuides();
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h5" component="h1">
          Primeros pasos
        </Typography>
        <Typography color="text.secondary">
          Lo que cada oficina prepara, en orden, antes de su primer documento. Cada paso se marca solo cuando
          la institución lo tiene.
        </Typography>
      </Box>
      {loading && <CircularProgress aria-label="Cargando la guía" />}
      {error ? <Alert severity="error">{messageOf(error)}</Alert> : null}
      {!loading && !error && guides.length === 0 && (
        <Typography color="text.secondary">
          Su usuario no trabaja en ningún módulo con guía en esta institución.
        </Typography>
      )}
      {guides.map((guide) => (
        <GuideCard key={guide.module} guide={guide} />
      ))}
    </Stack>
  );
}

function GuideCard({ guide }: { guide: ShownGuide }) {
  const headingId = `guia-${guide.module}`;
  const total = guide.steps.length;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
            {guide.title}
          </Typography>
          <Chip
            size="small"
            color={guide.done === total ? 'success' : 'default'}
            label={guide.done === total ? 'Listo' : `${guide.done} de ${total} pasos`}
          />
        </Stack>
        <LinearProgress
          variant="determinate"
          value={(guide.done / total) * 100}
          aria-label={`Avance de ${guide.title}`}
          sx={{ mb: 2, height: 6, borderRadius: 3 }}
        />
        {/* A list without markers is still announced as one (Safari drops it otherwise). */}
        <Box component="ol" role="list" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {guide.steps.map((step, i) => (
            <StepRow key={step.key} step={step} number={i + 1} next={guide.next?.key === step.key} />
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function StepRow({ step, number, next }: { step: ShownStep; number: number; next: boolean }) {
  return (
    <Box
      component="li"
      aria-current={next ? 'step' : undefined}
      sx={{
        display: 'flex',
        gap: 1.5,
        py: 1.25,
        px: 1,
        borderRadius: 1,
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        bgcolor: next ? 'action.hover' : undefined,
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ flex: 1, alignItems: 'flex-start' }}>
        {step.done ? (
          <VerifiedIcon color="success" titleAccess="Listo" sx={{ mt: 0.25 }} />
        ) : (
          <DotIcon color={next ? 'primary' : 'disabled'} titleAccess="Pendiente" sx={{ mt: 0.25 }} />
        )}
        <Box>
          <Typography sx={{ fontWeight: next ? 600 : 500 }}>
            {number}. {step.title}
            {next && (
              <Typography component="span" color="primary" sx={{ ml: 1, fontSize: '0.8125rem' }}>
                Siguiente
              </Typography>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {step.help}
          </Typography>
          {step.elsewhere && !step.done && (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {step.elsewhere}
            </Typography>
          )}
        </Box>
      </Stack>
      {step.path && (
        <Button
          component={RouterLink}
          to={step.path}
          variant={next ? 'contained' : 'text'}
          size="small"
          aria-label={`Abrir: ${step.title}`}
          sx={{ flexShrink: 0, ml: { xs: 4.5, sm: 0 } }}
        >
          Abrir
        </Button>
      )}
    </Box>
  );
}
