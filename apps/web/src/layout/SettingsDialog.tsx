import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { LAYOUTS, type LayoutName, useSettings } from '../platform/settings.tsx';

export function SettingsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { settings, update } = useSettings();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="settings-title">
      <DialogTitle id="settings-title">Apariencia</DialogTitle>
      <DialogContent>
        <RadioGroup
          value={settings.layout}
          onChange={(e) => update({ layout: e.target.value as LayoutName })}
          aria-label="Diseño de la pantalla"
        >
          {LAYOUTS.map((layout) => (
            <FormControlLabel
              key={layout.name}
              value={layout.name}
              control={<Radio />}
              label={
                <>
                  <Typography component="span" sx={{ fontWeight: 500 }}>
                    {layout.label} ({layout.name})
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {layout.description}
                  </Typography>
                </>
              }
              sx={{ mb: 1 }}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
