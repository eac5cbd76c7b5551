import { type VerifiedIslrCertificate, withholdingEndpoints } from '@erario/contracts';
import { call } from '../../../platform/api.ts';
import type { VerifyBody } from '../../../platform/screens.ts';
import { VerifyField as Field, VerifiedMoney, VerifiedPaper } from '../../../platform/VerifyPage.tsx';

/** An annual ISLR certificate as its QR code's page shows it: who withheld, from whom, the year and its totals as printed. */
function IslrCertificateVerifyBody({ c }: { c: VerifiedIslrCertificate }) {
  return (
    <VerifiedPaper title={`Retenciones del ISLR · ejercicio ${c.ejercicio}`}>
      <Field label="Agente de retención">
        {c.institucion}
        {c.rifAgente ? ` · RIF ${c.rifAgente}` : ''}
      </Field>
      <Field label="Beneficiario">
        {c.beneficiario} · RIF {c.rif}
      </Field>
      <Field label="Monto pagado en el año">
        <VerifiedMoney amount={c.montoPagado} />
      </Field>
      <Field label="Impuesto retenido en el año">
        <VerifiedMoney amount={c.impuestoRetenido} />
      </Field>
      <Field label="Emitido">{c.emitido}</Field>
    </VerifiedPaper>
  );
}

/** Treasury's `islrCertificate` verification (`/islrCertificate/verify/:id`), declared in treasury.screens.tsx. */
export const islrCertificateVerification: VerifyBody<VerifiedIslrCertificate> = {
  read: async (id) => (await call(withholdingEndpoints.verifyIslrCertificate, { params: { id } })).data,
  render: (c) => <IslrCertificateVerifyBody c={c} />,
};
