import { beneficiaryBudgetEndpoints, type IvaWithholding } from '@erario/contracts';
import { call } from '../../../platform/api.ts';
import { SearchPicker } from '../../../platform/SearchPicker.tsx';

export interface Beneficiary {
  id: number;
  code: string;
  name: string;
  /** Known once picked from the search (a stored draft's beneficiary does not carry it). */
  ivaWithholding?: IvaWithholding;
}

/** Beneficiaries of the institution, searched by RIF, cédula or name as the user types. */
export function BeneficiaryPicker({
  value,
  onChange,
  error,
  size,
}: {
  value: Beneficiary | null;
  onChange(v: Beneficiary | null): void;
  error?: string;
  size?: 'small' | 'medium';
}) {
  return (
    <SearchPicker
      queryKey={['beneficiaries']}
      find={fetchBeneficiaries}
      size={size}
      value={value}
      onChange={onChange}
      label="Beneficiario"
      optionLabel={(o) => `${o.code} · ${o.name}`}
      noOptionsText="Sin beneficiarios que coincidan"
      error={error}
      sx={{ flex: 1, minWidth: 280 }}
    />
  );
}

async function fetchBeneficiaries(filter: string): Promise<Beneficiary[]> {
  const { data } = await call(beneficiaryBudgetEndpoints.find, {
    body: { filter: filter || undefined, active: true, size: 20 },
  });
  return data.list;
}
