/** Where a buyer lands after sending the enquiry form without JavaScript. */
import { Link } from '../router/Router.tsx';
import { useT } from '../i18n/index.ts';
import { PageMain } from '../layout/PageMain.tsx';

export default function EnquiryReceived() {
  const { t, href } = useT();
  return (
    <PageMain layout="center">
      <h1>{t.enquiry.thanks}</h1>
      <p>{t.enquiry.received}</p>
      <p>
        <Link className="button" to={href('/')}>
          {t.pages.received.back}
        </Link>
      </p>
    </PageMain>
  );
}
