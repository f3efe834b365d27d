/**
 * A login made on the standalone /admin/login happens before react-admin is loaded, so its "Login Successful"
 * dialog (SPEC section 8) is handed over here and shown by the admin's layout once it has mounted
 * (src/layout/LoginAnnouncement.tsx); react-admin's own login page hands it over the same way.
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
