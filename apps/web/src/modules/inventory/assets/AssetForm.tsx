import {
  ASSET_CONDITIONS,
  type AssetDetail,
  assetEndpoints,
  conceptDetails,
  generalConceptResource,
  resourceEndpoints,
  sectionResource,
  subgroupResource,
  workUnitResource,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, call } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { apiMoney, MoneyField, shownMoney } from '../../../platform/MoneyField.tsx';
import { type Option, RefField } from '../../../platform/masters/RefSelect.tsx';
import { SelectField } from '../../../platform/SelectField.tsx';
import {
  type CustodianValue,
  custodianIds,
  custodianValue,
  QUERY_KEYS,
  useCustodians,
} from './assets.shared.ts';

interface Values {
  number: string;
  concept: Option | null;
  subgroup: Option | null;
  section: Option | null;
  description: string;
  serial: string;
  brand: string;
  model: string;
  color: string;
  details: Record<string, string>;
  acquiredOn: string;
  value: string;
  unit: Option | null;
  custodian: CustodianValue;
  condition: string;
}

const valuesOf = (a: AssetDetail | null): Values => ({
  number: a?.number ?? '',
  concept: a?.idConcept ? { id: a.idConcept, label: a.conceptName ?? '' } : null,
  subgroup: a ? { id: a.idSubgroup, label: a.classificationName } : null,
  section: a?.idSection ? { id: a.idSection, label: a.classificationName } : null,
  description: a?.description ?? '',
  serial: a?.serial ?? '',
  brand: a?.brand ?? '',
  model: a?.model ?? '',
  color: a?.color ?? '',
  details: a?.details ?? {},
  acquiredOn: a?.acquiredOn ?? institutionToday(),
  value: a ? shownMoney(a.value) : '',
  unit: a ? { id: a.idWorkUnit, label: a.workUnitName } : null,
  custodian: custodianValue(a?.idCustodian ?? null, a?.idCustodianWorker ?? null, a?.custodianName ?? null),
  condition: a?.condition ?? 'good',
});

/**
 * An asset's form: everything while it waits for its incorporation; once incorporated, what the
 * server lets change (what describes it), the rest shown but fixed, since movements change it.
 */
export function AssetForm({ asset, onClose }: { asset: AssetDetail | null; onClose(): void }) {
  const client = useQueryClient();
  const [v, setValues] = useState<Values>(() => valuesOf(asset));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((old) => ({ ...old, [key]: value }));
  // A field as DateField, MoneyField and RefField take it: its value, its change, its refusal (by the API's name).
  const bind = <K extends keyof Values>(key: K, apiField: string = key) => ({
    value: v[key],
    onChange: (value: Values[K]) => set(key, value),
    error: errors[apiField],
  });
  const fixed = asset !== null && asset.status !== 'pending';
  const custodians = useCustodians();
  const concept = useQuery({
    queryKey: ['concept', v.concept?.id],
    enabled: Boolean(v.concept),
    queryFn: async () =>
      (
        await call(resourceEndpoints(generalConceptResource).detail, {
          params: { id: v.concept?.id as number },
        })
      ).data,
  });
  const asked = conceptDetails(concept.data?.details);
  // A concept names its place in the classification: choosing one fills the subgroup and section.
  const [classifiedBy, setClassifiedBy] = useState<number | null>(asset?.idConcept ?? null);
  const chosen = concept.data;
  if (chosen && !fixed && classifiedBy !== chosen.id) {
    setClassifiedBy(chosen.id);
    setValues((old) => ({
      ...old,
      subgroup: { id: chosen.idSubgroup, label: chosen.idSubgroupLabel ?? '' },
      section: chosen.idSection ? { id: chosen.idSection, label: chosen.idSectionLabel ?? '' } : null,
    }));
  }
  const save = useMutation({
    mutationFn: async () => {
      const body = {
        number: v.number.trim() || null,
        idConcept: v.concept?.id ?? null,
        idSubgroup: v.subgroup?.id as number,
        idSection: v.section?.id ?? null,
        description: v.description,
        serial: v.serial,
        brand: v.brand,
        model: v.model,
        color: v.color,
        // The concept's details as asked; while the concept is still loading (or there is none), what was kept.
        details:
          asked.length > 0
            ? Object.fromEntries(asked.map((name) => [name, v.details[name] ?? '']))
            : v.details,
        acquiredOn: v.acquiredOn,
        value: apiMoney(v.value),
        idWorkUnit: v.unit?.id as number,
        idCustodian: custodianIds(v.custodian).person,
        idCustodianWorker: custodianIds(v.custodian).worker,
        condition: v.condition as 'good',
      };
      return asset
        ? call(assetEndpoints.update, { body: { ...body, id: asset.id, version: asset.version } })
        : call(assetEndpoints.create, { body });
    },
    onSuccess: async () => {
      for (const key of QUERY_KEYS) await client.invalidateQueries({ queryKey: [key] });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
        setMessage(error.message);
      } else setMessage('No se pudo guardar el bien.');
    },
  });
  const missing = [!v.subgroup && 'el subgrupo', !v.unit && 'la unidad de trabajo'].filter(Boolean);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="asset-title">
      <DialogTitle id="asset-title">{asset ? `Bien N.º ${asset.number}` : 'Nuevo bien'}</DialogTitle>
      <DialogContent>
        {fixed && (
          <Alert severity="info" sx={{ mb: 2 }}>
            El bien está incorporado: su valor, clasificación, unidad y custodio cambian solo con un
            movimiento.
          </Alert>
        )}
        {message && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {message}
          </Alert>
        )}
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, pt: 1 }}
        >
          <TextField
            label="Número"
            value={v.number}
            onChange={(e) => set('number', e.target.value)}
            disabled={fixed}
            error={Boolean(errors.number)}
            helperText={errors.number ?? (asset ? undefined : 'En blanco: el siguiente de la institución')}
          />
          <RefField
            target={generalConceptResource}
            label="Concepto"
            {...bind('concept', 'idConcept')}
            disabled={fixed}
          />
          <RefField
            target={subgroupResource}
            label="Subgrupo"
            {...bind('subgroup', 'idSubgroup')}
            disabled={fixed}
            required
          />
          <RefField
            target={sectionResource}
            label="Sección"
            {...bind('section', 'idSection')}
            disabled={fixed}
            helperText="Si el subgrupo tiene secciones"
          />
          <TextField
            label="Descripción"
            value={v.description}
            onChange={(e) => set('description', e.target.value)}
            required
            error={Boolean(errors.description)}
            helperText={errors.description}
            sx={{ gridColumn: { md: 'span 2' } }}
          />
          <TextField label="Marca" value={v.brand} onChange={(e) => set('brand', e.target.value)} />
          <TextField label="Modelo" value={v.model} onChange={(e) => set('model', e.target.value)} />
          <TextField label="Serial" value={v.serial} onChange={(e) => set('serial', e.target.value)} />
          <TextField label="Color" value={v.color} onChange={(e) => set('color', e.target.value)} />
          {asked.map((name) => (
            <TextField
              key={name}
              label={name}
              value={v.details[name] ?? ''}
              onChange={(e) => set('details', { ...v.details, [name]: e.target.value })}
            />
          ))}
          <DateField label="Fecha de adquisición" {...bind('acquiredOn')} disabled={fixed} required />
          <MoneyField label="Valor" {...bind('value')} disabled={fixed} required fullWidth />
          <SelectField
            label="Estado de conservación"
            options={ASSET_CONDITIONS}
            value={v.condition}
            onChange={(condition) => set('condition', condition)}
          />
          <RefField
            target={workUnitResource}
            label="Unidad de trabajo"
            {...bind('unit', 'idWorkUnit')}
            disabled={fixed}
            required
          />
          <RefField
            target={custodians.target}
            label="Custodio"
            value={custodians.apart(v.custodian) ? null : v.custodian.option}
            onChange={(option) => set('custodian', custodians.picked(option))}
            error={errors.idCustodianWorker ?? errors.idCustodian}
            helperText={custodians.apart(v.custodian)}
            disabled={fixed}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          disabled={save.isPending || missing.length > 0}
          title={missing.length > 0 ? `Falta ${missing.join(' y ')}` : undefined}
          onClick={() => save.mutate()}
        >
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
