/** Privacy Policy, written from the facts of SPEC sections 5 and 9. */
import { COMPANY_NAME, CONTACT } from '../content/contact.ts';

export function PrivacyText() {
  return (
    <>
      <p>
        This policy explains what {COMPANY_NAME} collects about retail customers, HoReCa businesses and sellers or
        suppliers, why, and for how long.
      </p>
      <h3>1. What we collect</h3>
      <ul>
        <li>Account details: name, e-mail address, phone number, city and delivery address.</li>
        <li>Business details: registration documents and, for HoReCa users, food service licences.</li>
        <li>Orders, deliveries, returns (including the photos you send) and payments.</li>
        <li>For vendors: store details, photos and stories you publish on the marketplace.</li>
      </ul>
      <h3>2. How we use it</h3>
      <p>
        To verify accounts, take and deliver orders, handle returns and refunds, offer credit terms to verified
        businesses, keep the marketplace safe and meet our legal obligations. We do not sell personal data.
      </p>
      <h3>3. Retention</h3>
      <ul>
        <li>We keep your data for the life of your account plus 2 years.</li>
        <li>Accounts with no activity for 2 years are treated as inactive and closed.</li>
      </ul>
      <h3>4. Your choices</h3>
      <p>You can ask to see, correct or delete your data, and close your account, at any time.</p>
      <h3>5. Changes</h3>
      <p>We give 30 days’ notice before a change to this policy takes effect.</p>
      <h3>6. Contact</h3>
      <p>
        Write to <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> or call {CONTACT.phone}.
      </p>
    </>
  );
}
