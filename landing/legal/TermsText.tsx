/** Terms and Conditions, written from the facts of SPEC sections 5 and 9. */
import { COMPANY_NAME, CONTACT } from '../content/contact.ts';
import { SubHeading, type SectionLevel } from '../sections/Heading.tsx';

/** `level` 1 on its own page (sub-headings h2), 2 inside the dialog (h3 under the dialog title). */
export function TermsText({ level }: { level: SectionLevel }) {
  return (
    <>
      <p>
        These terms govern the use of the {COMPANY_NAME} website and apps by retail customers, HoReCa businesses
        (hotels, restaurants and cafes) and sellers or suppliers. By creating an account or placing an order you
        accept them.
      </p>
      <SubHeading level={level}>1. Eligibility and accounts</SubHeading>
      <ul>
        <li>You must be at least 18 years old to use the marketplace.</li>
        <li>Every account needs a valid e-mail address and a valid 10-digit phone number.</li>
        <li>Business users must provide valid business registration documents.</li>
        <li>HoReCa users must also submit their food service licences before ordering on business terms.</li>
        <li>Sellers and suppliers are listed only after our team has verified their application.</li>
      </ul>
      <SubHeading level={level}>2. Quality guarantee</SubHeading>
      <p>
        We guarantee the quality of the produce we deliver for 24 hours after delivery. If an item does not meet the
        grade you ordered, report it within that time and we will replace it or refund it.
      </p>
      <SubHeading level={level}>3. Returns</SubHeading>
      <p>
        Quality issues can be returned within 6 hours of delivery. Please attach photographs of the affected items
        to your return request so we can resolve it quickly.
      </p>
      <SubHeading level={level}>4. Refunds</SubHeading>
      <p>Approved refunds are paid to the original payment method within 5-7 business days.</p>
      <SubHeading level={level}>5. Payment</SubHeading>
      <ul>
        <li>We accept debit and credit cards, bank transfer and digital wallets.</li>
        <li>Verified HoReCa businesses may also pay by invoice.</li>
        <li>Credit terms for verified HoReCa businesses are Net 15 or Net 30 days, as agreed for the account.</li>
      </ul>
      <SubHeading level={level}>6. Limitation of liability</SubHeading>
      <p>
        To the extent the law allows, our liability for any claim about an order is limited to the value of that
        order.
      </p>
      <SubHeading level={level}>7. Changes and contact</SubHeading>
      <p>
        We may update these terms and will give notice before changes take effect. Questions:{' '}
        <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>.
      </p>
    </>
  );
}
