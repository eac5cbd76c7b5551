/**
 * What signing in and out needs, on its own: the web's entry loads it only when the user signs in
 * or out, so the sign-in page does not carry every declaration (and zod) before it is ready.
 */

export { loginRequest } from '../identity.ts';
export { sessionEndpoints } from './identity.endpoints.ts';
