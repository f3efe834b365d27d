/** Where a buyer lands after sending the enquiry form without JavaScript. */
import { Link } from '../router/Router.tsx';

export default function EnquiryReceived() {
  return (
    <main id="main" className="page page--center">
      <h1>Thank you</h1>
      <p>We received your enquiry. Our team will call you back soon, usually within one working day.</p>
      <p>
        <Link className="button" to="/">
          Back to the home page
        </Link>
      </p>
    </main>
  );
}
