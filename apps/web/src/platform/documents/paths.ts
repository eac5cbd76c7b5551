/**
 * Where a family's screen shows each of its views, told apart by the address's query: the list, a new
 * document (`?nuevo=1`), a draft being edited (`?editar=<id>`: the same form, so a posting refused
 * after the first save keeps saying why), one document (`?id=<id>`) and its public verification.
 */
export function documentPaths(base: string) {
  return {
    list: base,
    create: `${base}?nuevo=1`,
    edit: (id: number) => `${base}?editar=${id}`,
    view: (id: number) => `${base}?id=${id}`,
    verify: (verifyId: string) => `/document/verify/${verifyId}`,
  };
}
