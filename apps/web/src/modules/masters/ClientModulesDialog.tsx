import { clientModuleEndpoints, type clientResource, MODULES, type RowOf } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call, messageOf } from '../../platform/api.ts';

const OPTIONAL = MODULES.filter((m) => !m.core);

/** The institutions master's extra piece: which modules an institution has. */
export function ClientModulesDialog({
  row,
  onClose,
  onSaved,
}: {
  row: RowOf<typeof clientResource>;
  onClose(): void;
  onSaved(message: string): void;
}) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const current = useQuery({
    queryKey: ['client-modules', row.id],
    queryFn: async () => (await call(clientModuleEndpoints.modules, { params: { id: row.id } })).data,
  });
  useEffect(() => {
    if (current.data) setSelected(new Set(current.data.modules));
  }, [current.data]);
  const save = async () => {
    try {
      const res = await call(clientModuleEndpoints.saveModules, {
        params: { id: row.id },
        body: { modules: [...selected] },
      });
      onSaved(res.message ?? 'Módulos guardados.');
    } catch (e) {
      setFailure(messageOf(e));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="modules-title">
      <DialogTitle id="modules-title">Módulos de {row.clientName}</DialogTitle>
      <DialogContent>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          General y Configuración están siempre habilitados. Los cambios rigen cuando cada usuario renueve su
          sesión.
        </Typography>
        <FormGroup>
          {OPTIONAL.map((m) => (
            <FormControlLabel
              key={m.code}
              label={m.description}
              control={
                <Checkbox
                  checked={selected.has(m.code)}
                  onChange={(e) =>
                    setSelected((prev) => {
                      const next = new Set(prev);
                      if (e.target.checked) next.add(m.code);
                      else next.delete(m.code);
                      return next;
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={save} disabled={current.isPending}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
