/** Privacy Policy, written from the facts of SPEC sections 5 and 9. */
import { COMPANY_NAME, CONTACT } from '../content/contact.ts';
import { SubHeading, type SectionLevel } from '../sections/Heading.tsx';

/** `level` 1 on its own page (sub-headings h2), 2 inside the dialog (h3 under the dialog title). */
export function PrivacyText({ level }: { level: SectionLevel }) {
  return (
    <>
      <p>
        This policy explains what {COMPANY_NAME} collects about retail customers, HoReCa businesses and sellers or
        suppliers, why, and for how long.
      </p>
      <SubHeading level={level}>1. What we collect</SubHeading>
      <ul>
        <li>Account details: name, e-mail address, phone number, city and delivery address.</li>
        <li>Business details: registration documents and, for HoReCa users, food service licences.</li>
        <li>Orders, deliveries, returns (including the photos you send) and payments.</li>
        <li>For vendors: store details, photos and stories you publish on the marketplace.</li>
      </ul>
      <SubHeading level={level}>2. How we use it</SubHeading>
      <p>
        To verify accounts, take and deliver orders, handle returns and refunds, offer credit terms to verified
        businesses, keep the marketplace safe and meet our legal obligations. We do not sell personal data.
      </p>
      <SubHeading level={level}>3. Retention</SubHeading>
      <ul>
        <li>We keep your data for the life of your account plus 2 years.</li>
        <li>Accounts with no activity for 2 years are treated as inactive and closed.</li>
      </ul>
      <SubHeading level={level}>4. Your choices</SubHeading>
      <p>You can ask to see, correct or delete your data, and close your account, at any time.</p>
      <SubHeading level={level}>5. Changes</SubHeading>
      <p>We give 30 days’ notice before a change to this policy takes effect.</p>
      <SubHeading level={level}>6. Contact</SubHeading>
      <p>
        Write to <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> or call {CONTACT.phone}.
      </p>
    </>
  );
}
