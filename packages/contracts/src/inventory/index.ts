// Inventory's contracts: the classification and catalogues, assets, movements, counts and the BM forms.
// A new contract of this module is one line here; the package's root lists modules, not files.

export * from './asset.endpoints.ts';
export * from './asset.ts';
export * from './asset-count.endpoints.ts';
export * from './asset-count.ts';
export * from './asset-movement.endpoints.ts';
export * from './asset-movement.ts';
export * from './bm-reference.resource.ts';
export * from './classification.resource.ts';
export * from './general-concept.resource.ts';
export * from './movement-type.resource.ts';
export * from './reports.ts';
export * from './work-unit.resource.ts';
