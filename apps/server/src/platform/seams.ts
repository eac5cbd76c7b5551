/**
 * A service one module needs and another provides, so that the two depend on each other one way
 * only. The module that needs it declares the seam and exports it from its face; the module that
 * provides it imports that face (the one arrow between them) and gives the implementation in its
 * manifest (`provides`); app.ts plugs every manifest's provisions in when it builds the app.
 * Treasury's withholding payment issues the budget's paid order this way, while the budget's egress
 * voucher pays through treasury's face: budget → treasury, never back.
 */
export interface Seam<T> {
  readonly name: string;
  /** The provided implementation; a seam nobody provides is a wiring error of the app, not a user's. */
  use(): T;
  /** Pairs the seam with its implementation, for a manifest's `provides`. */
  provide(impl: T): Provision;
}

/** One implementation given to one seam. */
export interface Provision {
  readonly seam: string;
  plug(): void;
}

export function seam<T>(name: string): Seam<T> {
  let provided: T | undefined;
  return {
    name,
    use() {
      if (provided === undefined)
        throw new Error(`Ningún módulo provee «${name}»: falta en los módulos del servidor`);
      return provided;
    },
    provide: (impl) => ({
      seam: name,
      plug: () => {
        provided = impl;
      },
    }),
  };
}
