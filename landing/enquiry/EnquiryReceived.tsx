/** Where a buyer lands after sending the enquiry form without JavaScript. */
import { useT } from '../i18n/index.ts';
import { MessagePage } from '../layout/MessagePage.tsx';

export default function EnquiryReceived() {
  const { t } = useT();
  return <MessagePage heading={t.enquiry.thanks} text={t.enquiry.received} back={t.pages.received.back} />;
}
