/** The provider of the suite, as the sign-in and about pages present it. */
export const PROVIDER = {
  name: 'Erario',
  foundedYear: 2006,
  email: 'soporte@erario.app',
  phone: '+58 212 555 0100',
  website: 'https://erario.app',
  social: [
    { label: 'Facebook', url: 'https://www.facebook.com/erarioapp' },
    { label: 'Instagram', url: 'https://www.instagram.com/erarioapp' },
    { label: 'X', url: 'https://x.com/erarioapp' },
  ],
} as const;
