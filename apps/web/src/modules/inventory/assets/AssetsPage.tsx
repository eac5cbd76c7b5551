import { useSearchParams } from 'react-router';
import { AssetList } from './AssetList.tsx';
import { AssetByNumber, AssetView } from './AssetView.tsx';

/** The asset register: the list, and an asset's card with its history (`?id=`). */
export function AssetsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const number = params.get('numero');
  if (number) return <AssetByNumber number={number} />;
  return id > 0 ? <AssetView id={id} /> : <AssetList />;
}
