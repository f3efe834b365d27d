/**
 * The grievance officer the site names (Consumer Protection (E-Commerce) Rules 2020), fixed at build time from the
 * GRIEVANCE_OFFICER_* variables the server's settings read too (landing/vite.config.ts `define`); the demo
 * defaults of src/domain/grievanceForm.ts where the build defines none (the landing's unit tests).
 */
import { DEFAULT_GRIEVANCE_OFFICER, type GrievanceOfficer } from '../../src/domain/grievanceForm.ts';

declare const __GRIEVANCE_OFFICER__: GrievanceOfficer | undefined;

export const GRIEVANCE_OFFICER: GrievanceOfficer = typeof __GRIEVANCE_OFFICER__ === 'undefined' ? DEFAULT_GRIEVANCE_OFFICER : __GRIEVANCE_OFFICER__;
