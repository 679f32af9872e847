// Auth: passwordless sign-in, sessions and two-factor authentication. The area's entry.
export { authImplementation, mailSignInLink, openSession } from './sign-in.js';
