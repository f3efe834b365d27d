/**
 * A login made on the standalone /admin/login happens before react-admin is loaded, so its "Login Successful"
 * (SPEC section 2) is handed over here and announced by the admin once it has mounted (src/layout/AppLayout.tsx).
 * Kept free of imports: both the login chunk and the admin read it.
 */
let arrived = false;

export function markLoginArrival(): void {
  arrived = true;
}

/** True once after a standalone login. */
export function takeLoginArrival(): boolean {
  const wasArriving = arrived;
  arrived = false;
  return wasArriving;
}
