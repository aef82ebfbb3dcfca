/** Repeated failed sign-ins block an account (result LoginBlocked 8). Our numbers; see docs/decisions.md. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const LOGIN_BLOCK_MINUTES = 15;
