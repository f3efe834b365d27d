/** The grievance officer's details (name, designation, e-mail, phone, address) and the way to raise a complaint. */
import { Link } from '../router/Router.tsx';
import { GRIEVANCE_PAGE_PATH } from '../../src/domain/grievanceForm.ts';
import { PRIVACY_REQUEST_PAGE_PATH } from '../../src/domain/privacyRequestForm.ts';
import { useT } from '../i18n/index.ts';
import { GRIEVANCE_OFFICER } from './officer.ts';

export function GrievanceOfficer({ headingId, level = 2 }: { headingId: string; level?: 2 | 3 }) {
  const { t, href, lang } = useT();
  const Heading = level === 2 ? 'h2' : 'h3';
  const officer = GRIEVANCE_OFFICER;
  return (
    <section aria-labelledby={headingId} className="grievance-officer">
      <Heading id={headingId}>{t.grievance.officerHeading}</Heading>
      <p>{t.grievance.officerIntro}</p>
      <address>
        {lang === 'ta' ? `${officer.nameTa}, ${officer.designationTa}` : `${officer.name}, ${officer.designation}`}
        <br />
        <a href={`mailto:${officer.email}`}>{officer.email}</a>
        <br />
        <a href={`tel:${officer.phone.replace(/\s/g, '')}`}>{officer.phone}</a>
        <br />
        {lang === 'ta' ? officer.addressTa : officer.address}
      </address>
      <p>
        <Link to={href(GRIEVANCE_PAGE_PATH)}>{t.grievance.raise}</Link>
      </p>
      <p>
        <Link to={href(PRIVACY_REQUEST_PAGE_PATH)}>{t.privacyRequest.link}</Link>
      </p>
    </section>
  );
}
