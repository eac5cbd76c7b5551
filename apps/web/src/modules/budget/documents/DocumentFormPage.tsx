import {
  billTotals,
  type DocumentDraftInput,
  documentAmount,
  documentEndpoints,
  documentShapeErrors,
  type FieldError,
  formatMoney,
  MODIFICATION_KINDS,
  togglePending,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { call, messageOf } from '../../../platform/api.ts';
import { DocumentForm, useDocumentForm } from '../../../platform/documents/DocumentForm.tsx';
import { editedDraft } from '../../../platform/documents/detail.ts';
import { apiMoney } from '../../../platform/MoneyField.tsx';
import { useSession } from '../../../platform/session.tsx';
import { BillsEditor } from './BillsEditor.tsx';
import { DocumentHeader } from './DocumentHeader.tsx';
import { DOCUMENT_FAMILY, useDocument, useFormData } from './documentApi.ts';
import {
  BILL_AMOUNTS,
  billToApi,
  defaults,
  emptyBill,
  isMoney,
  proposedIvaWithholding,
  type Values,
  valuesOf,
} from './documentForm.values.ts';
import { ImputationLines } from './ImputationLines.tsx';
import { PaymentFields } from './PaymentFields.tsx';
import { PendingList } from './PendingList.tsx';

/** The fields whose refusals show under the field itself. */
const IN_PLACE = [
  'description',
  'idDocumentType',
  'dateOrder',
  'idBeneficiary',
  'idFundingSource',
  'amount',
  'act',
  'act.number',
  'act.date',
  'act.body',
  'disbursement',
  'disbursement.idBankAccount',
  'disbursement.reference',
];

/**
 * Generar documentos: a draft of any of the spec's document types, with its imputations (or the
 * pending documents it draws on), its bills and totals, on the kit's document form. It saves as a
 * draft or saves and posts; the server applies budget control and numbering on posting and its
 * refusal is shown as it comes. What is here is the budget's own: its types, lines and pendings.
 */
export function DocumentFormPage() {
  const [params] = useSearchParams();
  const editingId = Number(params.get('id')) || null;
  const existing = useDocument(editingId);
  const { period, user } = useSession();
  const formData = useFormData(period?.idPeriod);
  const types = formData.data?.documentTypes ?? [];
  const kindOf = (idType: number | '') => types.find((t) => t.id === idType)?.kind;

  const editing = useMemo(() => editedDraft(existing.data, valuesOf), [existing.data]);

  const toDraft = (v: Values): DocumentDraftInput | null => {
    const kind = kindOf(v.idDocumentType);
    if (!period || v.idDocumentType === '' || !kind) return null;
    const takesSources = (types.find((t) => t.id === v.idDocumentType)?.sourceKinds.length ?? 0) > 0;
    const takesLines = kind !== 'patrimonialPayment' && kind !== 'egress' && v.chosen.length === 0;
    return {
      idPeriod: period.idPeriod,
      idDocumentType: v.idDocumentType,
      dateOrder: v.dateOrder,
      description: v.description.trim(),
      idBeneficiary: v.beneficiary?.id ?? null,
      idFundingSource: kind === 'credit' && v.idFundingSource !== '' ? v.idFundingSource : null,
      amount: kind === 'patrimonialPayment' && v.patrimonialAmount ? apiMoney(v.patrimonialAmount) : null,
      // Sent once anything of it is typed: the server names what is missing.
      act:
        MODIFICATION_KINDS.includes(kind) && (v.actNumber || v.actDate || v.actBody)
          ? { number: v.actNumber.trim(), date: v.actDate, body: v.actBody.trim() }
          : null,
      lines: takesLines
        ? v.lines
            .filter((l) => l.account)
            .map((l) => ({
              idBudgetAccount: l.account?.id ?? 0,
              amount: apiMoney(l.amount),
              type: kind === 'transfer' ? l.type : null,
            }))
        : [],
      sources: takesSources ? v.chosen.map((c) => ({ ...c, amount: apiMoney(c.amount) })) : [],
      bills: v.bills.map(billToApi),
      disbursement:
        kind === 'egress' && v.bankAccount
          ? {
              idBankAccount: v.bankAccount.id,
              method: v.paymentMethod,
              reference: v.paymentReference.trim() || null,
            }
          : null,
    };
  };
  const amountsValid = (d: DocumentDraftInput | null) =>
    (d?.lines.every((l) => isMoney(l.amount)) ?? false) &&
    (d?.sources.every((s) => isMoney(s.amount)) ?? false) &&
    (!d?.amount || isMoney(d.amount));
  const totalOf = (d: DocumentDraftInput | null) => {
    const kind = d ? kindOf(d.idDocumentType) : undefined;
    return d && kind && amountsValid(d) ? documentAmount(kind, d) : '0.00';
  };

  const state = useDocumentForm<Values, DocumentDraftInput>({
    ...DOCUMENT_FAMILY,
    defaults: defaults(),
    editing,
    toDraft,
    check(v, draft, andPost) {
      const kind = kindOf(v.idDocumentType);
      if (!draft || !kind) return [{ field: 'idDocumentType', message: 'Elija el tipo de documento' }];
      const local: FieldError[] = [];
      if (!draft.description) local.push({ field: 'description', message: 'Este campo es requerido' });
      if (!amountsValid(draft))
        local.push({
          field: 'lines',
          message: 'Revise los montos: use hasta 2 decimales, por ejemplo 1.234,56',
        });
      if (andPost) local.push(...documentShapeErrors(kind, draft));
      return local;
    },
    confirmPost: (draft) =>
      `¿Registrar ${types.find((t) => t.id === draft.idDocumentType)?.name} por ${formatMoney(totalOf(draft))}? Un documento registrado no se modifica.`,
  });
  const { form, errorFor, setErrors } = state;
  const lineArray = useFieldArray({ control: form.control, name: 'lines' });
  const billArray = useFieldArray({ control: form.control, name: 'bills' });
  const v = form.watch();

  const type = types.find((t) => t.id === v.idDocumentType);
  const kind = type?.kind;
  const takesSources = (type?.sourceKinds.length ?? 0) > 0;
  const takesLines =
    kind !== undefined && kind !== 'patrimonialPayment' && kind !== 'egress' && v.chosen.length === 0;

  const pending = useQuery({
    queryKey: ['pending', period?.idPeriod, type?.code, v.beneficiary?.id],
    enabled: Boolean(period && type && takesSources && v.beneficiary),
    queryFn: async () =>
      (
        await call(documentEndpoints.pending, {
          params: { idPeriod: period?.idPeriod as number },
          query: { typeCode: type?.code as number, idBeneficiary: v.beneficiary?.id },
        })
      ).data,
  });

  const draft = toDraft(v);
  const total = totalOf(draft);
  const sentBills = v.bills.map(billToApi);
  const billSums = sentBills.every((b) => BILL_AMOUNTS.every((f) => isMoney(b[f])))
    ? billTotals(sentBills)
    : null;

  if (!period)
    return <Alert severity="info">Elija un período en la barra superior para generar documentos.</Alert>;
  if (user?.isConsultant)
    return (
      <Alert severity="warning">
        Su acceso a esta institución es de consulta: no puede generar documentos.
      </Alert>
    );
  if (formData.isPending || (editingId && existing.isPending))
    return <CircularProgress aria-label="Cargando" />;
  if (formData.isError) return <Alert severity="error">{messageOf(formData.error)}</Alert>;
  if (existing.data && existing.data.status !== 'draft')
    return (
      <Alert severity="warning">
        Este documento ya fue registrado: un documento registrado no se modifica.
      </Alert>
    );
  const form_ = formData.data;
  const set = form.setValue;

  const changeType = (id: number) => {
    set('idDocumentType', id);
    set('chosen', []);
    lineArray.replace([]);
    setErrors([]);
  };

  return (
    <DocumentForm
      title={`${editingId ? `Borrador de ${existing.data?.typeName ?? 'documento'}` : 'Generar documento'} · ${form_.period.description}`}
      total={total}
      state={state}
      fieldsShownInPlace={IN_PLACE}
    >
      {form_.period.closed ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          El ejercicio {form_.period.description} está cerrado: no admite registros ni anulaciones.
        </Alert>
      ) : (
        form_.period.expired && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            El período {form_.period.description} está vencido: no admite nuevos registros.
          </Alert>
        )
      )}
      <DocumentHeader formData={form_} kind={kind} onType={changeType} fields={state} />

      {takesSources && (
        <Box sx={{ mb: 3 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            Pendientes
          </Typography>
          {!v.beneficiary ? (
            <Alert severity="info">Elija el beneficiario para ver sus documentos pendientes.</Alert>
          ) : pending.isPending ? (
            <CircularProgress size={24} aria-label="Cargando pendientes" />
          ) : (
            <PendingList
              items={pending.data ?? []}
              chosen={v.chosen}
              onToggle={(item) =>
                set(
                  'chosen',
                  togglePending(v.chosen, {
                    idDocumentSource: item.idDocumentSource,
                    idBudgetAccount: item.idBudgetAccount,
                    amount: formatMoney(item.pending),
                  }),
                )
              }
              onAmount={(item, amount) =>
                set(
                  'chosen',
                  v.chosen.map((x) =>
                    x.idDocumentSource === item.idDocumentSource && x.idBudgetAccount === item.idBudgetAccount
                      ? { ...x, amount }
                      : x,
                  ),
                )
              }
            />
          )}
          {kind !== 'egress' && v.chosen.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Sin pendientes elegidos, el documento es directo: compromete
              {kind === 'budgetPayment' ? ', causa y paga' : ' y causa'} en las cuentas que impute abajo.
            </Typography>
          )}
        </Box>
      )}

      {kind === 'egress' && <PaymentFields fields={state} />}

      {takesLines && (
        <ImputationLines
          idPeriod={period.idPeriod}
          transfer={kind === 'transfer'}
          lines={v.lines}
          keys={lineArray.fields.map((f) => f.id)}
          onAccount={(i, account) => set(`lines.${i}.account`, account)}
          onSide={(i, side) => set(`lines.${i}.type`, side)}
          onAmount={(i, amount) => set(`lines.${i}.amount`, amount)}
          onAdd={() =>
            lineArray.append({ account: null, amount: '', type: kind === 'transfer' ? 'C' : null })
          }
          onRemove={lineArray.remove}
          errorFor={errorFor}
        />
      )}

      {kind && (
        <Box sx={{ mb: 3 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            Facturas
          </Typography>
          <BillsEditor
            bills={v.bills}
            keys={billArray.fields.map((f) => f.id)}
            onSet={(i, field, value) => {
              set(`bills.${i}.${field}`, value);
              // The withholding follows the IVA, as the beneficiary's status asks (the server's rule).
              const status = v.beneficiary?.ivaWithholding;
              const bill = v.bills[i];
              const proposed =
                field === 'amountTaxIva' && status && bill
                  ? proposedIvaWithholding({ ...bill, amountTaxIva: value }, status)
                  : null;
              if (proposed) set(`bills.${i}.retentionIva`, proposed);
            }}
            onAdd={() => billArray.append(emptyBill())}
            onRemove={billArray.remove}
          />
          {v.bills.length > 0 && billSums && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              Subtotal {formatMoney(billSums.subtotal)} · IVA {formatMoney(billSums.iva)} · Total{' '}
              {formatMoney(billSums.total)} · Exento {formatMoney(billSums.exempt)} · Base{' '}
              {formatMoney(billSums.base)} · Monto con IVA {formatMoney(billSums.amountWithIva)} · Retención{' '}
              {formatMoney(billSums.retention)}
            </Typography>
          )}
        </Box>
      )}
    </DocumentForm>
  );
}
