// Auth: passwordless sign-in, sessions and two-factor authentication (DESIGN §5). The area's entry.
export { authImplementation, mailSignInLink, openSession } from './sign-in.js';
