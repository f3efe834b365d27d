/**
 * What the admin needs right after logging in, fetched while they type (the form's first input), so the
 * submit does not wait for the validation schemas and the dashboard does not wait for react-admin or its
 * chunks. Not on the page's first load: /admin/login stays as light as it is.
 */
import { loadResolver } from './loginResolver';

let started = false;

export function warmUpAfterLogin(): void {
  if (started) return;
  started = true;
  void loadResolver();
  // The admin itself with the screen a login lands on (SPEC section 2: the dashboard; already loaded when
  // react-admin shows this form), the data provider it reads through and the backend's capability document
  // (public), which the admin's menu waits for.
  void import('../AdminRoot');
  void import('../dataProvider');
  void import('../dataProvider/capabilities').then(({ sharedCapabilityProbe }) => sharedCapabilityProbe());
}
