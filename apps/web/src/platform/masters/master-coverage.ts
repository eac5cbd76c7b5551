import { type FieldDef, isTenantResource, RESOURCES, type ResourceDef } from '@erario/contracts';

/**
 * Which masters the browser sweep (e2e/tests/every-master.spec.ts) walks through. Every master's
 * operations are tested over HTTP by the server's registry suite and every master's form is rendered
 * by MasterForm.test.tsx; the browser only needs each way the generic screen can behave once, so it
 * keeps a few masters that together show every field kind, scope and screen feature the declarations
 * use. Computed, not listed: a master bringing a new kind or feature is walked without a line here.
 * Plain TypeScript over the contracts, so the Playwright spec imports it without the React app.
 */

/**
 * What a web module adds to masters' screens, as `WebModule` (../screens.ts) declares it; only the
 * keys are read. Written out rather than imported: that type reaches the React app's files, which
 * the e2e project does not compile. master-coverage.test.ts reads the same keys off `WebModule`.
 */
export interface ModuleScreens {
  /** By screen code: a module's own page, which wraps the master's screen (tabs, a view per row). */
  screens?: Record<string, unknown>;
  /** By master name: one more action per row, a dialog or a link to the row's page. */
  rowExtensions?: Record<string, { Dialog?: unknown; to?: unknown }>;
  /** By master name: one more action in the toolbar. */
  toolbarExtensions?: Record<string, unknown>;
}

/** Its account must start with the code of the bank picked for it: the sweep fills it by name. */
export const BANK_CODED_ACCOUNT = 'employeeDetail';

/** The field the sweep searches by: the first searchable one a person types (text or a number). */
export const searchFieldOf = (def: ResourceDef): FieldDef | undefined =>
  def.fields.find((fd) => fd.search && (fd.kind === 'text' || fd.kind === 'integer'));

/** The field the sweep edits: free text, preferably not the one it searched by. */
export const editableFieldOf = (def: ResourceDef): FieldDef | undefined =>
  def.fields.find((fd) => fd.kind === 'text' && !fd.pattern && !fd.search) ??
  def.fields.find((fd) => fd.kind === 'text' && !fd.pattern);

/**
 * Everything about one master that changes how MasterPage and MasterForm behave for it, or what the
 * sweep does with it, as names: `kind:…` per field kind, `scope:…`, and the screen's features.
 */
export function masterFeatures(
  def: ResourceDef,
  resources: readonly ResourceDef[],
  modules: readonly ModuleScreens[],
): string[] {
  const features = new Set<string>([`scope:${def.scope.kind}`]);
  const add = (when: boolean, name: string) => when && features.add(name);
  for (const fd of def.fields) {
    features.add(`kind:${fd.kind}`);
    add(fd.kind === 'ref' && fd.required, 'field:required-ref');
    // The sweep leaves an optional reference empty.
    add(fd.kind === 'ref' && !fd.required, 'field:optional-ref');
    add(Boolean(fd.pattern), 'field:pattern');
    // Read-only in the edit form.
    add(fd.immutable === true, 'field:immutable');
    // A long text is a multiline input.
    add(fd.kind === 'text' && (fd.max ?? 0) > 250, 'field:multiline');
    add(fd.kind !== 'boolean' && fd.initial !== undefined, 'field:initial');
    // In the form and the CSV, not in the grid.
    add(!fd.list, 'field:not-listed');
  }
  const parent = def.scope.kind === 'parent' ? def.scope : null;
  // The structure's masters follow the top bar's period; their period is fixed in the form.
  add(Boolean(def.period), 'screen:period');
  add(Boolean(def.period) && parent?.resource === 'budgetPeriod', 'screen:period-as-parent');
  add(parent !== null && !(def.period && parent.resource === 'budgetPeriod'), 'screen:parent-filter');
  // Written by the SA only; the admin of the sweep is the SA.
  add(!isTenantResource(def), 'screen:shared-by-institutions');
  add(Boolean(def.roles), 'screen:roles');
  add((def.computed ?? []).length > 0, 'screen:computed-columns');
  add(Boolean(def.rules?.length), 'form:cross-field-rules');
  add(Boolean(def.clientThrough), 'list:client-through');
  // The delete confirmation names the row by a reference's label.
  add(def.fields.find((fd) => fd.name === def.display)?.kind === 'ref', 'screen:named-by-reference');
  // "Nueva" or "Nuevo", "creada" or "creado".
  features.add(def.labels.feminine ? 'labels:feminine' : 'labels:masculine');
  // Several masters on one screen, the one shown named in the address (`?maestro=`).
  add(resources.filter((r) => r.screen === def.screen).length > 1, 'screen:shared-screen');
  for (const m of modules) {
    // Each such page wraps the master's screen its own way (tabs, a view per row): each is walked.
    add(m.screens?.[def.screen] !== undefined, `screen:module-page:${def.screen}`);
    const extension = m.rowExtensions?.[def.name];
    add(Boolean(extension?.Dialog), 'screen:row-extension');
    add(Boolean(extension?.to), 'screen:row-link');
    add(m.toolbarExtensions?.[def.name] !== undefined, 'screen:toolbar-extension');
  }
  const searched = searchFieldOf(def);
  add(searched?.kind === 'integer', 'sweep:search-by-number');
  // The sweep searches again by the edited value.
  add(searched !== undefined && editableFieldOf(def)?.name === searched.name, 'sweep:search-after-edit');
  return [...features].sort();
}

/**
 * A few masters that together have every feature any master has (a greedy set cover), in
 * declaration order, plus those named in `always` (a master the sweep treats by name).
 */
export function coveringMasters(
  resources: readonly ResourceDef[],
  modules: readonly ModuleScreens[],
  always: readonly string[] = [],
): ResourceDef[] {
  const featuresOf = new Map(resources.map((def) => [def, masterFeatures(def, resources, modules)]));
  const kept = new Set(resources.filter((def) => always.includes(def.name)));
  const covered = new Set([...kept].flatMap((def) => featuresOf.get(def) ?? []));
  // Fewer references is a shorter test: each is a row made first.
  const refs = (def: ResourceDef) => def.fields.filter((fd) => fd.kind === 'ref').length;
  for (;;) {
    let best: { def: ResourceDef; gain: number } | null = null;
    for (const def of resources) {
      const gain = (featuresOf.get(def) ?? []).filter((f) => !covered.has(f)).length;
      if (gain > 0 && (!best || gain > best.gain || (gain === best.gain && refs(def) < refs(best.def))))
        best = { def, gain };
    }
    if (!best) break;
    kept.add(best.def);
    for (const f of featuresOf.get(best.def) ?? []) covered.add(f);
  }
  return resources.filter((def) => kept.has(def));
}

/** The masters the browser sweep walks, given the web app's modules (`WEB_MODULES`). */
export const sweptMasters = (modules: readonly ModuleScreens[]): ResourceDef[] =>
  coveringMasters(RESOURCES, modules, [BANK_CODED_ACCOUNT]);
